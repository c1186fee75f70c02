import type { Corpus } from '../corpus/types.js';
import type { PackedTagger } from '../model/schema.js';
import { packTagger } from '../model/pack-tagger.js';
import { textPipeline } from '../text/languages.js';
import { trainEntityTagger } from '../entities/tagger/train-entity-tagger.js';
import type { TaggerTrainingOptions } from '../entities/tagger/train-tagger.js';

/** The slot tagger of a corpus as the model file keeps it (null: nothing annotated); the same on any thread. */
export function trainPackedTagger(corpus: Corpus, options: TaggerTrainingOptions, onEpoch?: (epoch: number, epochs: number) => void): PackedTagger | null {
  const state = trainEntityTagger(corpus, options, onEpoch);
  return state && packTagger(state, 0, textPipeline(corpus.locale).tokenize);
}
