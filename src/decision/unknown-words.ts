/**
 * How surprising a statement's unknown words are for this corpus. Outside entity values, a new in-scope
 * statement uses a word the vocabulary lacks at a rate the corpus's own held-out statements show: about
 * 1 in 300 words on atis or snips (13 000 statements), 1 in 4 on a corpus of 50. Off-topic English uses them
 * far more often ("book a reservation for an oyster bar" to a flight bot: "oyster" and "bar"). Under the
 * in-scope rate, the chance of at least `unknown` unknown words among `words` is a binomial tail; when it is
 * below `alpha`, the statement is unlike the corpus's own, and an in-scope statement is rejected so with a
 * probability of at most `alpha`. Values are left out: new values are what entities are for.
 */
export function unknownWordsSurprising(words: number, unknown: number, rate: number, alpha: number): boolean {
  if (unknown === 0 || alpha <= 0) return false;
  return binomialTail(words, unknown, rate) < alpha;
}

/** P(X ≥ k) for X ~ Binomial(n, p): 1 minus the terms below k, summed with the recurrence of the probability mass. */
export function binomialTail(n: number, k: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  let term = Math.pow(1 - p, n);
  let below = 0;
  for (let i = 0; i < k; i++) {
    below += term;
    term *= ((n - i) / (i + 1)) * (p / (1 - p));
  }
  return Math.max(0, 1 - below);
}

/**
 * The rate of unknown words outside values, from held-out statements (each counted against the vocabulary of
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
