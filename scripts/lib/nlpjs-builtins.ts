/**
 * NLP.js with its builtin entities, as its docs have a user add them: `@nlpjs/builtin-microsoft` (Microsoft's
 * Recognizers-Text) registered as the container's `extract-builtin-??`, limited to the kinds the restaurant bot
 * uses (Number and DateTime). It is the way an NLP.js bot reads dates and times, so it is the yardstick for what
 * a date-reading engine costs per statement (bench:builtins). A devDependency: benches only.
 */
import { createRequire } from 'node:module';
import { nlpjsTrainer, type ContainerSetUp } from '../../src/evaluation/baselines/nlpjs-baseline.js';

const require = createRequire(import.meta.url);
const { BuiltinMicrosoft } = require('@nlpjs/builtin-microsoft') as { BuiltinMicrosoft: new (settings: { builtins: string[] }) => unknown };

export const NLPJS_BUILTIN_MICROSOFT_VERSION: string = (require('@nlpjs/builtin-microsoft/package.json') as { version: string }).version;

export const withNumberAndDateTime: ContainerSetUp = (container, nlp) => {
  container.register('extract-builtin-??', new BuiltinMicrosoft({ builtins: ['Number', 'DateTime'] }), true);
  // NLP.js runs its entity extractors only when the corpus has entities of its own or NER is forced.
  (nlp as unknown as { forceNER: boolean }).forceNER = true;
};

/** NLP.js trained as raw NLP.js is (by intent), with the Number and DateTime builtins. */
export const trainNlpjsWithBuiltins = nlpjsTrainer('by-intent', undefined, withNumberAndDateTime);
