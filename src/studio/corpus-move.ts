/**
 * Moving an utterance to another list (another intent, or the out-of-scope examples), in the same file or another:
 * one request, checked against what the page showed, so a stale page never moves the wrong line.
 */
import { applyToDocument, CorpusEditError, parseForEdit, stringify, type UtteranceListRef } from './corpus-document.js';
import type { CorpusFiles } from './corpus-files.js';

export interface UtteranceMove {
  /** The utterance where the page showed it; `expected` is its text there (409 when the file changed). */
  from: { path: string; intent: UtteranceListRef; index: number; expected: string };
  /** The list it goes to, appended at its end. */
  to: { path: string; intent: UtteranceListRef };
}

/** Both files' new text, computed before anything is written: a refusal (409, 400, 404) leaves both files as they were. */
export function planMove(move: UtteranceMove, sources: { from: string; to: string }): { from: string; to: string } {
  const text = move.from.expected;
  if (move.from.path === move.to.path && sameList(move.from.intent, move.to.intent)) throw new CorpusEditError(400, 'expected another list to move the utterance to, found the one it is in');
  if (move.from.path === move.to.path) {
    // One document, both changes, one write.
    const doc = parseForEdit(sources.from);
    applyToDocument(doc, { kind: 'delete', ...move.from });
    applyToDocument(doc, { kind: 'add', intent: move.to.intent, text });
    const after = stringify(doc);
    return { from: after, to: after };
  }
  const source = parseForEdit(sources.from);
  applyToDocument(source, { kind: 'delete', ...move.from });
  const target = parseForEdit(sources.to);
  applyToDocument(target, { kind: 'add', intent: move.to.intent, text });
  return { from: stringify(source), to: stringify(target) };
}

/** Moves the utterance on disk. */
export async function moveUtterance(files: CorpusFiles, move: UtteranceMove): Promise<void> {
  if (move.from.path === move.to.path) {
    await files.update(move.from.path, (source) => planMove(move, { from: source, to: source }).from);
    return;
  }
  // Across files: the target first, then the source. Each write is atomic, but the pair is not: a crash between
  // them leaves the utterance in both files (nlu train then reports it under two intents), never in neither.
  await files.updateAll([move.to.path, move.from.path], ([to, from]) => {
    const planned = planMove(move, { from: from!, to: to! });
    return [planned.to, planned.from];
  });
}

function sameList(a: UtteranceListRef, b: UtteranceListRef): boolean {
  return a === 'outOfScope' || b === 'outOfScope' ? a === b : a.intentId === b.intentId;
}
