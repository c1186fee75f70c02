// The split the tuning experiments score on, never test: a data set's valid split, or, when it has
// none (banking77), the last 15 % of its train split after a seeded shuffle (seed 7).
import { readFileSync } from 'node:fs';
import { seededRandom, shuffleInPlace } from '../../../src/intent/random.js';

export interface Row {
  text: string;
  intent: string;
  entities?: { entity: string; start: number; end: number }[];
}

function read(dataset: string, split: string): Row[] {
  return readFileSync(`../shared/datasets/${dataset}/${split}.jsonl`, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);
}

export function tuningSplit(dataset: string): { train: Row[]; valid: Row[] } {
  try {
    return { train: read(dataset, 'train'), valid: read(dataset, 'valid') };
  } catch {
    const rows = shuffleInPlace(read(dataset, 'train'), seededRandom(7));
    const cut = Math.floor(rows.length * 0.85);
    return { train: rows.slice(0, cut), valid: rows.slice(cut) };
  }
}
