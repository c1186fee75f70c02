// Decision aid (cross-validation of xsid train splits, never test): how Chinese, Japanese and Thai are cut into words.
// The classifier's words by Node's ICU segmenter (Intl.Segmenter) or by NLP.js's package's tokenizer; the entity
// tokens by ICU's words or one per character. Intent accuracy and slot F1 per choice, on the data set as written
// and with its spaces removed (bench-languages.ts withoutSpaces()). Recorded in docs/languages.md.
// Usage: tsx scripts/experiments/cjk-segmentation.ts [languages, default zh,ja] [folds, default 5]
import { join, resolve } from 'node:path';
import { loadCorpus } from '../../src/corpus/load.js';
import { crossValidate } from '../../src/evaluation/cross-validate.js';
import { engineTrainer } from '../../src/evaluation/engine-adapter.js';
import { DEFAULT_PIPELINE_CHOICES, type PipelineChoices } from '../../src/text/language-pipeline.js';
import { resetTextPipelines } from '../../src/text/languages.js';
import { withoutSpaces } from '../bench-languages.js';

const dataDir = resolve(import.meta.dirname, '..', '..', '..', 'shared', 'datasets');
const languages = (process.argv[2] ?? 'zh,ja').split(',');
const folds = Number(process.argv[3] ?? 5);
const variants: PipelineChoices[] = [
  { wordSegmenter: 'icu', entitySegments: 'words' },
  { wordSegmenter: 'nlpjs', entitySegments: 'words' },
  { wordSegmenter: 'icu', entitySegments: 'characters' },
];
for (const language of languages) {
  const written = await loadCorpus(join(dataDir, `xsid-${language}`, 'train.jsonl'), { allowLabelConflicts: true });
  const unspaced = { ...written, intents: written.intents.map((i) => ({ ...i, utterances: i.utterances.map(withoutSpaces) })) };
  for (const [form, corpus] of [['as written', written], ['unspaced', unspaced]] as const) {
    for (const choices of variants) {
      Object.assign(DEFAULT_PIPELINE_CHOICES, choices);
      resetTextPipelines();
      const started = Date.now();
      const r = await crossValidate(corpus, engineTrainer({ outOfScopeShare: 0 }), { folds, seed: 42, run: { engine: 'ours', test: language } });
      console.log(language, form.padEnd(10), `words ${choices.wordSegmenter.padEnd(5)} entity tokens ${choices.entitySegments.padEnd(10)}`, 'accuracy', (100 * r.intents.accuracy).toFixed(1), 'slot F1', r.entities ? r.entities.micro.f1.toFixed(3) : '-', `p50 ${r.speed.latencyMs.p50.toFixed(3)} ms`, `${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  }
}
