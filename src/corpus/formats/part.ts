import type { Issue } from '../../errors.js';
import type { EntityDefinition, Example, IntentDefinition, SourceRef } from '../types.js';

/** What one file contributes to a corpus, before the cross-file checks. */
export interface CorpusPart {
  locale?: string;
  /** The locale came from the data set's meta.json, not from the file itself: an explicit locale option wins over it. */
  localeFromMeta?: boolean;
  intents: IntentDefinition[];
  entities: Array<EntityDefinition & { source: SourceRef }>;
  outOfScope: Example[];
  issues: Issue[];
}

export function emptyPart(): CorpusPart {
  return { intents: [], entities: [], outOfScope: [], issues: [] };
}
