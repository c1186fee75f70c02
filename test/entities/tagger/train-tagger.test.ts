import { describe, expect, it } from 'vitest';
import { spansToBio } from '../../../src/entities/tagger/bio.js';
import { DEFAULT_TAGGER_TRAINING, epochsFor, trainTagger, type TaggerExample } from '../../../src/entities/tagger/train-tagger.js';
import { tokenize } from '../../../src/text/tokens.js';

function examples(): TaggerExample[] {
  return [['show me nike shoes', 'nike'], ['adidas boots under 50', 'adidas'], ['red nike socks', 'nike'], ['boots by puma', 'puma'], ['puma shoes please', 'puma']].map(([text, word]) => {
    const tokens = tokenize(text!);
    const start = text!.indexOf(word!);
    return { tokens, hints: tokens.map(() => ({ matches: [] })), labels: spansToBio(tokens, [{ entity: 'vendor', start, end: start + word!.length }]) };
  });
}

describe('the tagger\'s training passes', () => {
  it('counts the passes after one that updated nothing instead of running them: the same tagger, every pass reported', () => {
    const epochs: number[] = [];
    const options = { ...DEFAULT_TAGGER_TRAINING, epochs: 12, unseenValues: 0 };
    const counted = trainTagger(['vendor'], examples(), options, (epoch, total) => { expect(total).toBe(12); epochs.push(epoch); });
    const run = trainTagger(['vendor'], examples(), { ...options, runEveryPass: true });
    expect(epochs).toEqual(Array.from({ length: 12 }, (_, k) => k + 1));
    expect(counted).toEqual(run);
    // Five sentences are learned long before pass 12: the later passes do count, in the average.
    expect(trainTagger(['vendor'], examples(), { ...options, epochs: 6 })).not.toEqual(counted);
  });

  it('takes at most maxEpochs passes, whatever auto or a number asks', () => {
    expect(epochsFor(DEFAULT_TAGGER_TRAINING, 1_000)).toBe(10);
    expect(epochsFor({ ...DEFAULT_TAGGER_TRAINING, maxEpochs: 5 }, 1_000)).toBe(5);
    expect(epochsFor({ ...DEFAULT_TAGGER_TRAINING, maxEpochs: 5 }, 20_000)).toBe(5);
    expect(epochsFor({ ...DEFAULT_TAGGER_TRAINING, epochs: 3, maxEpochs: 5 }, 1_000)).toBe(3);
    const reported: number[] = [];
    trainTagger(['vendor'], examples(), { ...DEFAULT_TAGGER_TRAINING, epochs: 12, maxEpochs: 4, unseenValues: 0 }, (_, total) => reported.push(total));
    expect(new Set(reported)).toEqual(new Set([4]));
  });
});
