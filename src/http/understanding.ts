import type { TimeOptions, UnderstandDetails, UnderstandOptions, UnderstandResult } from '../types.js';
import type { ModelInfo } from '../understander.js';

/** What GET /v1/model says of the engine it serves (src/http/routes/model.ts). */
export type ModelIdentityInfo = Pick<ModelInfo, 'corpusHash' | 'createdAt' | 'engineVersion' | 'formatVersion' | 'locale' | 'intents' | 'cutoff'>;

/** What the HTTP adapter needs from the engine; the real `Understander` satisfies it. */
export interface Understanding {
  understand(statement: string, options?: TimeOptions): Promise<UnderstandResult>;
  /** The same answer without a promise, when the engine has one (the route then makes none per request). */
  understandSync?(statement: string, options?: TimeOptions): UnderstandResult;
  /** Which model this is: the server says which one it runs, and logs both when it reloads. */
  readonly info: ModelIdentityInfo;
  /** The answer with its explanation, for `?explain=true`. */
  details(statement: string, options: UnderstandOptions): Promise<UnderstandDetails>;
  detailsSync?(statement: string, options: UnderstandOptions): UnderstandDetails;
}
