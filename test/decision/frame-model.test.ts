import { describe, expect, it } from 'vitest';
import { countFrames } from '../../src/decision/count-frames.js';
import { FIXED_TOKENS, FrameModel, UNKNOWN } from '../../src/decision/frame-model.js';
import { packFrames, unpackFrames, unpackFrameTable } from '../../src/model/pack-frames.js';
import { encodeAscending } from '../../src/model/binary.js';
import { packBlob } from '../../src/model/blob.js';

const statements = [
  { tokens: ['play', '<e:artist>', 'on', '<e:service>'], intent: 0 },
  { tokens: ['play', 'some', '<e:genre>'], intent: 0 },
  { tokens: ['play', '<e:artist>'], intent: 0 },
  { tokens: ['what', 'is', 'the', 'weather', 'in', '<e:city>'], intent: 1 },
  { tokens: ['will', 'it', 'rain', 'in', '<e:city>', 'tomorrow'], intent: 1 },
  { tokens: ['weather', 'in', '<e:city>', 'rarely'], intent: 1 },
];
const known = (t: string) => t !== 'rarely';
const counts = countFrames(statements, 2, known);
const model = new FrameModel(counts);

describe('countFrames', () => {
  it('counts each intent\'s bigrams from the start to the end mark, with words the vocabulary lacks as the fixed unknown token', () => {
    expect(counts.tokens).not.toContain(UNKNOWN);
    expect(counts.tokens).not.toContain('rarely');
    const id = (t: string) => [...FIXED_TOKENS, ...counts.tokens].indexOf(t);
    const size = FIXED_TOKENS.length + counts.tokens.length;
    expect(counts.bigrams[0]!.get(id('<s>') * size + id('play'))).toBe(3);
    expect(counts.bigrams[0]!.get(id('<e:artist>') * size + id('</s>'))).toBe(1);
    expect(counts.bigrams[1]!.get(id('<e:city>') * size + id(UNKNOWN))).toBe(1);
    expect([...counts.bigrams[0]!.values()].reduce((a, b) => a + b, 0)).toBe(4 + 1 + 3 + 1 + 2 + 1);
  });
});

describe('FrameModel', () => {
  it('gives a distribution over the next token in every context: the probabilities of all tokens sum to 1', () => {
    const everyToken = [...FIXED_TOKENS.filter((t) => t !== '</s>'), ...counts.tokens];
    for (const intent of [0, 1]) {
      for (const previous of [null, 'play', 'in', '<e:city>', 'never-seen']) {
        const total = everyToken.reduce((sum, next) => sum + model.probability(previous, next, intent), model.probability(previous, null, intent));
        expect(total).toBeCloseTo(1, 12);
      }
    }
  });

  it('scores an intent\'s own frames above other frames, and above the same words in an order it never uses', () => {
    const familiar = model.score(['play', '<e:artist>', 'on', '<e:service>'], 0);
    expect(familiar).toBeGreaterThan(model.score(['what', 'is', 'the', 'weather', 'in', '<e:city>'], 0));
    expect(familiar).toBeGreaterThan(model.score(['on', '<e:service>', 'play', '<e:artist>'], 0));
    expect(model.score(['how', 'do', 'i', 'close', '<e:artist>'], 0)).toBeLessThan(model.score(['play', 'some', '<e:genre>', 'on', '<e:service>'], 0));
  });

  it('scores an intent and all intents in one pass to the same values, to the bit, as score() and scoreAll()', () => {
    const frames = [['play', '<e:artist>', 'on', '<e:service>'], ['what', 'is', 'the', 'weather', 'in', '<e:city>'], ['zorblax'], []];
    for (const frame of frames) {
      for (const intent of [0, 1, 2]) {
        expect(model.scoreWithAll(frame, intent)).toEqual({ own: model.score(frame, intent), all: model.scoreAll(frame) });
      }
    }
  });

  it('reads every token it does not have as the unknown token', () => {
    expect(model.score(['play', 'zorblax'], 0)).toBe(model.score(['play', 'quibbit'], 0));
    expect(model.score(['play', 'zorblax'], 0)).toBe(model.score(['play', UNKNOWN], 0));
  });
});

describe('packFrames', () => {
  it('gives back the same counts, and a damaged file fails by name', () => {
    const packed = packFrames(counts, FIXED_TOKENS.length);
    const back = unpackFrames(packed, FIXED_TOKENS.length);
    expect(back.tokens).toEqual(counts.tokens);
    expect(back.bigrams.map((m) => [...m].sort((a, b) => a[0] - b[0]))).toEqual(counts.bigrams.map((m) => [...m].sort((a, b) => a[0] - b[0])));
    expect(() => unpackFrames({ ...packed, count: packed.count + 1 }, FIXED_TOKENS.length)).toThrow(RangeError);
    expect(() => unpackFrames({ ...packed, intents: 1 }, FIXED_TOKENS.length)).toThrow(/expected frame bigrams of 1 intents/);
  });

  it('unpacks to a table the runtime reads, scoring every frame as the trainer\'s counts do, to the bit; an intent without frames included', () => {
    const withEmpty = { tokens: counts.tokens, bigrams: [counts.bigrams[0]!, new Map<number, number>(), counts.bigrams[1]!] };
    const table = unpackFrameTable(packFrames(withEmpty, FIXED_TOKENS.length), FIXED_TOKENS.length);
    expect([...table.starts]).toEqual([0, counts.bigrams[0]!.size, counts.bigrams[0]!.size, counts.bigrams[0]!.size + counts.bigrams[1]!.size]);
    const fromTable = new FrameModel(table);
    const fromCounts = new FrameModel(withEmpty);
    const frames = [['play', '<e:artist>', 'on', '<e:service>'], ['what', 'is', 'the', 'weather', 'in', '<e:city>'], ['weather', 'in', 'zorblax'], []];
    for (const frame of frames) {
      for (const intent of [0, 1, 2, 3]) {
        expect(fromTable.scoreWithAll(frame, intent)).toEqual(fromCounts.scoreWithAll(frame, intent));
        expect(fromTable.score(frame, intent)).toBe(fromCounts.score(frame, intent));
      }
    }
  });

  it('refuses a table that holds a bigram twice (a damaged file: its keys must ascend strictly)', () => {
    const packed = packFrames(counts, FIXED_TOKENS.length);
    const twice = { ...packed, intents: 1, count: 2, keys: packBlob(encodeAscending([5, 5])), counts: packBlob(encodeAscending([1, 2])) };
    expect(() => unpackFrameTable(twice, FIXED_TOKENS.length)).toThrow(/expected each frame bigram once/);
    expect(() => unpackFrameTable({ ...twice, keys: packBlob(encodeAscending([5, 6])) }, FIXED_TOKENS.length)).not.toThrow();
  });
});
