/** Labelling a recorded message: the one check of a label, then the store. */
import { TrafficError } from './errors.js';
import type { TrafficMessage } from './message.js';
import type { TrafficStore } from './store.js';

/** Longest intent name a label accepts (names in a corpus are far shorter). */
export const MAX_LABEL_LENGTH = 200;

/** `intent` null: out of scope. Fails with TRAFFIC_INVALID for a bad name, TRAFFIC_NOT_FOUND for an unknown id. */
export async function labelMessage(store: TrafficStore, id: number, intent: string | null, now: () => number = Date.now): Promise<TrafficMessage> {
  if (!Number.isSafeInteger(id) || id < 1) throw new TrafficError('TRAFFIC_INVALID', `Expected a message id (a whole number from 1), found ${String(id)}`);
  if (intent !== null) {
    if (intent.trim().length === 0) throw new TrafficError('TRAFFIC_INVALID', 'Expected an intent name, found an empty one');
    if (intent.length > MAX_LABEL_LENGTH) throw new TrafficError('TRAFFIC_INVALID', `Expected an intent name of at most ${MAX_LABEL_LENGTH} characters, found ${intent.length}`);
  }
  const labelled = await store.label(id, intent, now());
  if (!labelled) throw new TrafficError('TRAFFIC_NOT_FOUND', `No recorded message with id ${id} (it may have been pruned)`);
  return labelled;
}
