/**
 * The rate of unknown words outside values, from held-out statements (the evidence check's allowance: a new in-scope
 * statement uses a word the vocabulary lacks about once in 300 words on atis or snips, once in 4 on a corpus of 50) (each counted against the vocabulary of
 * the statements it was held out from): one pseudo-count each way, so a corpus where none was unknown still
 * allows a new word now and then rather than rejecting every one.
 */
export function unknownWordRate(counts: ReadonlyArray<{ words: number; unknownWords: number }>): number {
  let words = 0;
  let unknown = 0;
  for (const c of counts) {
    words += c.words;
    unknown += c.unknownWords;
  }
  return (unknown + 1) / (words + 2);
}
