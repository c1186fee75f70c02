import { NluError } from '../errors.js';
import { ENGLISH } from './english-pipeline.js';
import { languagePipeline, type PipelineChoices } from './language-pipeline.js';
import { languageOf, unsupportedLocaleMessage } from './locales.js';
import type { TextPipeline } from './pipeline.js';

export type { TextPipeline } from './pipeline.js';
export { ENGLISH } from './english-pipeline.js';

const pipelines = new Map<string, TextPipeline>([['en', ENGLISH]]);

/**
 * The text pipeline of a locale ("de", "pt-BR"), made on first use and kept: a model loads only its languages'
 * packages. Fails with LOCALE_UNSUPPORTED naming the languages it reads.
 */
export function textPipeline(locale: string): TextPipeline {
  const language = languageOf(locale);
  if (language === null) throw new NluError('LOCALE_UNSUPPORTED', unsupportedLocaleMessage(locale));
  let pipeline = pipelines.get(language);
  if (!pipeline) {
    pipeline = languagePipeline(language);
    pipelines.set(language, pipeline);
  }
  return pipeline;
}

/** A pipeline with other choices than the defaults, not kept: for the benchmark that measures them. */
export function textPipelineWith(locale: string, choices: PipelineChoices): TextPipeline {
  const language = languageOf(locale);
  if (language === null) throw new NluError('LOCALE_UNSUPPORTED', unsupportedLocaleMessage(locale));
  return language === 'en' ? ENGLISH : languagePipeline(language, choices);
}

/** Forgets the pipelines made so far (English aside): for an experiment that changes DEFAULT_PIPELINE_CHOICES between runs. */
export function resetTextPipelines(): void {
  for (const language of [...pipelines.keys()]) if (language !== 'en') pipelines.delete(language);
}
