/**
 * Seeded randomness for fold splits and shuffles, the same on every machine and Node version
 * (Math.random cannot be seeded). The generator is the engine's own mulberry32.
 */
import { seededRandom, shuffleInPlace } from '../intent/random.js';

export { seededRandom };

/** Fisher–Yates shuffle of a copy. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  return shuffleInPlace([...items], random);
}
