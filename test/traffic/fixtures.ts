/** Recorded messages for the traffic tests, built from a few fields. */
import type { NewTrafficMessage } from '../../src/traffic/message.js';

export interface MessageFields {
  text?: string;
  time?: number;
  matched?: boolean;
  intent?: string;
  score?: number;
  params?: Record<string, string>;
}

export function message({ text = 'where is my order', time = 1_700_000_000_000, matched = true, intent = 'orderStatus', score = 0.8, params = {} }: MessageFields = {}): NewTrafficMessage {
  return {
    time,
    text,
    masked: false,
    answer: matched
      ? { intentId: `${intent}-id`, intentName: intent, confidence: 0.9, matched: true, params, unmatchedReason: null, inScopeScore: score }
      : { intentId: null, intentName: null, confidence: 0.3, matched: false, params: {}, unmatchedReason: 'below-threshold', inScopeScore: score },
    corpusHash: 'sha256:abc',
    cutoff: 0.43,
  };
}
