import type { UnderstandDetails, UnderstandOptions, UnderstandResult } from '../types.js';

/** What the HTTP adapter needs from the engine; the real `Understander` satisfies it. */
export interface Understanding {
  understand(statement: string): Promise<UnderstandResult>;
  /** The same answer without a promise, when the engine has one (the route then makes none per request). */
  understandSync?(statement: string): UnderstandResult;
  /** The answer with its explanation, for `?explain=true`. */
  details(statement: string, options: UnderstandOptions): Promise<UnderstandDetails>;
  detailsSync?(statement: string, options: UnderstandOptions): UnderstandDetails;
}
