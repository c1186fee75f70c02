import type { UnderstandDetails, UnderstandResult } from '../types.js';

/** What the HTTP adapter needs from the engine; the real `Understander` satisfies it. */
export interface Understanding {
  understand(statement: string): Promise<UnderstandResult>;
  /** The same answer without a promise, when the engine has one (the route then makes none per request). */
  understandSync?(statement: string): UnderstandResult;
  /** The answer with the decision's score and reason: what `--record` answers from and stores. */
  detailsSync?(statement: string): UnderstandDetails;
  /** The model answering: recorded messages keep its corpus hash and cutoff. */
  readonly info?: { readonly corpusHash: string; readonly cutoff: number };
}
