import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { Corpus } from '../corpus/types.js';

/** sha256 of the corpus content (not of where it came from), so the same corpus in any files hashes alike. */
export function corpusHash(corpus: Corpus): string {
  const content = {
    locale: corpus.locale,
    // Only when set, so that the hash of a corpus without one is what it was.
    // A tuning file by its name: the hash is of the content, wherever the corpus is.
    ...(corpus.decision ? { decision: 'tuneOn' in corpus.decision ? { tuneOn: basename(corpus.decision.tuneOn) } : corpus.decision } : {}),
    intents: corpus.intents.map((i) => ({ id: i.id, name: i.name, utterances: i.utterances.map(({ text, spans }) => ({ text, spans })) })),
    entities: corpus.entities,
    outOfScope: corpus.outOfScope.map(({ text, spans }) => ({ text, spans })),
  };
  return `sha256:${createHash('sha256').update(JSON.stringify(content)).digest('hex')}`;
}
