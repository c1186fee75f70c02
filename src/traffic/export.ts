/**
 * Recorded messages as JSON Lines, oldest first, read from the store a page at a time.
 * - `labelled`: `{"text", "intent"}` per labelled message (intent null: out of scope), the labelled-messages
 *   format `nlu evaluate --test` and `nlu train --tune-on` read (src/corpus/formats/jsonl.ts).
 * - `all`: every message as stored (TrafficMessage), labelled or not.
 */
import type { TrafficStore } from './store.js';

export type ExportFormat = 'labelled' | 'all';

const PAGE_SIZE = 1000;

export async function* exportLines(store: TrafficStore, format: ExportFormat): AsyncGenerator<string> {
  let afterId = 0;
  for (;;) {
    const page = await store.page({ afterId, limit: PAGE_SIZE, labelledOnly: format === 'labelled' });
    for (const message of page) {
      yield format === 'labelled' ? JSON.stringify({ text: message.text, intent: message.label!.intent }) : JSON.stringify(message);
    }
    if (page.length < PAGE_SIZE) return;
    afterId = page[page.length - 1]!.id;
  }
}
