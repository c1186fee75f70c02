/**
 * The Inbox's export of labelled messages with their entities: the store keeps a message's label, not how its
 * statement was annotated when it landed, so each labelled message takes the entities of the corpus utterance that
 * reads the same (the one Assign or Accept wrote), placed on the message's own text. `nlu evaluate --test` then
 * scores the entities too, not only the intents.
 */
import { parseAnnotatedUtterance } from '../corpus/annotation.js';
import { normalizeStatement } from '../text/normalize.js';
import type { CorpusFileView } from './corpus-document.js';

export interface ExportedEntity {
  entity: string;
  start: number;
  end: number;
  value: string;
}

/** For a statement, the entities of the corpus utterance that reads the same, on the statement's own text ([] when none fits). */
export function corpusEntitiesFor(views: readonly CorpusFileView[]): (text: string) => ExportedEntity[] {
  const annotated = new Map<string, { text: string; spans: { entity: string; start: number; end: number }[] }>();
  for (const f of views) {
    for (const u of [...f.intents.flatMap((i) => i.utterances), ...(f.outOfScope ?? [])]) {
      const parsed = parseAnnotatedUtterance(u);
      if (!parsed.ok || parsed.value.spans.length === 0) continue;
      const key = normalizeStatement(parsed.value.text);
      if (key && !annotated.has(key)) annotated.set(key, { text: parsed.value.text, spans: parsed.value.spans });
    }
  }
  return (text) => {
    const found = annotated.get(normalizeStatement(text));
    if (!found) return [];
    if (found.text === text) return found.spans.map((s) => ({ entity: s.entity, start: s.start, end: s.end, value: text.slice(s.start, s.end) }));
    // The same words written otherwise (case, punctuation): each span's words found in order in the message.
    const out: ExportedEntity[] = [];
    let from = 0;
    const lower = text.toLowerCase();
    for (const s of found.spans) {
      const words = found.text.slice(s.start, s.end).toLowerCase();
      const at = lower.indexOf(words, from);
      if (at < 0) return [];
      out.push({ entity: s.entity, start: at, end: at + words.length, value: text.slice(at, at + words.length) });
      from = at + words.length;
    }
    return out;
  };
}
