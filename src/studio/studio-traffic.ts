/** Opening the traffic store the Inbox reads and labels. */
import { isPostgresUrl, openTrafficStore, shownLocation } from '../traffic/open-traffic-store.js';
import type { StudioTraffic } from './context.js';

/** The store a server recorded into, opened to read and label; never created here. One that fails to open is the Inbox's message, not a failed start. */
export async function openTraffic(location: string | null, relativeToRoot: (path: string) => string): Promise<StudioTraffic> {
  if (location === null) return { store: null, label: null, problem: 'No traffic store: none was given and data/traffic.sqlite is not in the project folder.' };
  const inside = !isPostgresUrl(location) && !relativeToRoot(location).startsWith('..');
  const label = inside ? relativeToRoot(location) : shownLocation(location);
  try {
    const store = await openTrafficStore(location, { mustExist: true, ...(process.env.NLU_TRAFFIC_PG_SCHEMA ? { pgSchema: process.env.NLU_TRAFFIC_PG_SCHEMA } : {}) });
    return { store, label, problem: null };
  } catch (error) {
    return { store: null, label, problem: `The traffic store ${label} did not open: ${(error as Error).message}` };
  }
}
