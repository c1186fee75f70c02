/**
 * One page of the Corpus page's utterances: the corpus's rows (every intent's utterances, then the out-of-scope
 * examples, in file order) filtered by a search and an intent, cut into pages of PAGE_SIZE. A corpus of 20 000
 * utterances is shown a hundred at a time; a link to one utterance (`utterance-<intent id>-<n>`) finds its page.
 */
import type { Issue } from '../errors.js';
import type { CorpusFileView, IntentView } from './corpus-document.js';

export const PAGE_SIZE = 100;

export interface ListingQuery {
  /** Words every row shown holds (in its text, its annotations' entities, or its intent's id or name); "" for all. */
  q: string;
  /** Only this intent's utterances (its id), or null. */
  intent: string | null;
  /** Only the out-of-scope examples. */
  outOfScope: boolean;
  /** Only rows with a problem. */
  problems: boolean;
  /** From 1. */
  page: number;
}

export interface ListedRow {
  /** Its position in its list, from 0. */
  index: number;
  text: string;
}

export type ListedSection =
  | { kind: 'intent'; file: string; intent: IntentView; rows: ListedRow[] }
  | { kind: 'outOfScope'; file: string; list: number; lists: number; count: number; rows: ListedRow[] }
  /** A file the studio cannot read (not valid YAML): shown on the first page, whatever the search. */
  | { kind: 'problem'; file: string; problem: string };

export interface Listing {
  query: ListingQuery;
  sections: ListedSection[];
  /** Rows matching the query (an intent with no utterances counts as one). */
  total: number;
  pages: number;
  /** The number (from 1) of the first row on this page. */
  first: number;
}

type Slot =
  | { kind: 'intent'; file: string; intent: IntentView; row: ListedRow | null }
  | { kind: 'outOfScope'; file: string; list: number; count: number; row: ListedRow | null };

/** The query a page's address asks for (`?q=…&intent=…&oos=1&problems=1&page=…`); `add` and `added` name an intent too. */
export function listingQuery(params: Record<string, unknown>): ListingQuery {
  const text = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : '');
  const page = Number.parseInt(text('page'), 10);
  const intent = text('intent') || text('add') || text('added');
  return { q: text('q').slice(0, 200), intent: intent || null, outOfScope: text('oos') === '1', problems: text('problems') === '1', page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** The query's address, as the page's links and its history carry it. */
export function listingSearch(query: ListingQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.intent) params.set('intent', query.intent);
  if (query.outOfScope) params.set('oos', '1');
  if (query.problems) params.set('problems', '1');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The anchor of an utterance's row (other pages link to `/#<anchor>`). */
export function utteranceAnchorId(intentId: string, index: number): string {
  return `utterance-${intentId}-${index}`;
}

/** The anchor of an out-of-scope example's row: the n-th list of the corpus (in file order), its position from 0. */
export function outOfScopeAnchorId(list: number, index: number): string {
  return `out-of-scope-${list}-${index}`;
}

export function listCorpus(views: readonly CorpusFileView[], issues: readonly Issue[], query: ListingQuery): Listing {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  const withProblems = new Set(issues.map((i) => `${i.file ?? ''}\u0000${i.path}`));
  const hasProblem = (file: string, path: string) => withProblems.has(`${file}\u0000${path}`);
  const matches = (haystack: string) => words.every((w) => haystack.includes(w));
  const slots: Slot[] = [];
  const oosFiles = views.filter((f) => f.outOfScope !== null);
  if (!query.outOfScope) {
    for (const f of views) {
      for (const intent of f.intents) {
        if (query.intent !== null && intent.id !== query.intent) continue;
        const about = `${intent.id} ${intent.name}`.toLowerCase();
        let shown = 0;
        intent.utterances.forEach((text, index) => {
          if (query.problems && !hasProblem(f.file, `intents[${intent.index}].utterances[${index}]`)) return;
          if (words.length > 0 && !matches(`${text.toLowerCase()} ${about}`)) return;
          slots.push({ kind: 'intent', file: f.file, intent, row: { index, text } });
          shown++;
        });
        // An intent with no utterances still shows (to add its first), when the query would show its utterances.
        if (intent.utterances.length === 0 && shown === 0 && !query.problems && (words.length === 0 || matches(about))) slots.push({ kind: 'intent', file: f.file, intent, row: null });
      }
    }
  }
  if (query.intent === null) {
    oosFiles.forEach((f, list) => {
      f.outOfScope!.forEach((text, index) => {
        if (query.problems && !hasProblem(f.file, `outOfScope[${index}]`)) return;
        if (words.length > 0 && !matches(`${text.toLowerCase()} out of scope out-of-scope`)) return;
        slots.push({ kind: 'outOfScope', file: f.file, list, count: f.outOfScope!.length, row: { index, text } });
      });
    });
  }
  const pages = Math.max(1, Math.ceil(slots.length / PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const start = (page - 1) * PAGE_SIZE;
  const sections: ListedSection[] = page === 1 ? views.filter((f) => f.problem).map((f) => ({ kind: 'problem' as const, file: f.file, problem: f.problem! })) : [];
  for (const slot of slots.slice(start, start + PAGE_SIZE)) {
    const last = sections[sections.length - 1];
    if (slot.kind === 'intent') {
      if (last?.kind === 'intent' && last.file === slot.file && last.intent === slot.intent) { if (slot.row) last.rows.push(slot.row); continue; }
      sections.push({ kind: 'intent', file: slot.file, intent: slot.intent, rows: slot.row ? [slot.row] : [] });
    } else {
      if (last?.kind === 'outOfScope' && last.list === slot.list) { if (slot.row) last.rows.push(slot.row); continue; }
      sections.push({ kind: 'outOfScope', file: slot.file, list: slot.list, lists: oosFiles.length, count: slot.count, rows: slot.row ? [slot.row] : [] });
    }
  }
  return { query: { ...query, page }, sections, total: slots.length, pages, first: start + 1 };
}

/**
 * The page (from 1, with no search) that shows the row of an anchor (`utterance-<intent id>-<n>`,
 * `out-of-scope-<list>-<n>`, `intent-<id>`), or null when the corpus has no such row.
 */
export function pageOfAnchor(views: readonly CorpusFileView[], anchor: string): number | null {
  let position = 0;
  for (const f of views) {
    for (const intent of f.intents) {
      if (anchor === `intent-${intent.id}`) return Math.floor(position / PAGE_SIZE) + 1;
      const prefix = `utterance-${intent.id}-`;
      if (anchor.startsWith(prefix)) {
        const n = Number(anchor.slice(prefix.length));
        if (Number.isInteger(n) && n >= 0 && n < intent.utterances.length && String(n) === anchor.slice(prefix.length)) return Math.floor((position + n) / PAGE_SIZE) + 1;
      }
      position += Math.max(intent.utterances.length, 1);
    }
  }
  const oos = /^out-of-scope-(\d+)-(\d+)$/.exec(anchor);
  let list = 0;
  for (const f of views) {
    if (f.outOfScope === null) continue;
    if (oos && Number(oos[1]) === list && Number(oos[2]) < f.outOfScope.length) return Math.floor((position + Number(oos[2])) / PAGE_SIZE) + 1;
    position += f.outOfScope.length;
    list++;
  }
  return null;
}
