import type { Issue } from '../../errors.js';
import type { CorpusDecision, EntityDefinition, Example, IntentDefinition, SourceRef } from '../types.js';

/** What one file contributes to a corpus, before the cross-file checks. */
export interface CorpusPart {
  locale?: string;
  /** The locale came from the data set's meta.json, not from the file itself: an explicit locale option wins over it. */
  localeFromMeta?: boolean;
  /** The decision setting, and the file that holds it (at most one file of a corpus may). */
  decision?: { setting: CorpusDecision; file: string };
  intents: IntentDefinition[];
  entities: Array<EntityDefinition & { source: SourceRef }>;
  outOfScope: Example[];
  issues: Issue[];
}

export function emptyPart(): CorpusPart {
  return { intents: [], entities: [], outOfScope: [], issues: [] };
}
