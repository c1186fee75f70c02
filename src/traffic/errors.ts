/**
 * The traffic module's error values. Codes are stable; the CLI maps them to exit statuses in one place,
 * and `nlu serve` logs a recording failure instead of answering it to a client.
 */
export type TrafficErrorCode = 'TRAFFIC_INVALID' | 'TRAFFIC_NOT_FOUND' | 'TRAFFIC_STORE_CONFIG' | 'TRAFFIC_STORE_FAILED' | 'TRAFFIC_ROW_REFUSED';

export class TrafficError extends Error {
  readonly code: TrafficErrorCode;

  constructor(code: TrafficErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TrafficError';
    this.code = code;
  }
}

export function isTrafficError(value: unknown): value is TrafficError {
  return value instanceof TrafficError;
}

/** A store refused a batch because of a row's data, not because the store failed (store.ts, `add`). */
export function isRowRefused(value: unknown): boolean {
  return (value as { code?: unknown } | null)?.code === 'TRAFFIC_ROW_REFUSED';
}
