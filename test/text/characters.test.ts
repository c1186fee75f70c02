import { describe, expect, it } from 'vitest';
import { characterCount } from '../../src/text/characters.js';
import { MAX_STATEMENT_LENGTH, Understander } from '../../src/index.js';
import { trainedModel } from '../helpers.js';

describe('characterCount: what a user calls characters (Unicode code points)', () => {
  it('counts an emoji or an astral letter once, and a lone surrogate once', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('👋')).toBe(1);
    expect(characterCount('𝒜b😀')).toBe(3);
    expect(characterCount('\ud83d')).toBe(1);
    expect(characterCount('a\udc00\ud83d')).toBe(3);
    expect(characterCount('😀'.repeat(600))).toBe(600);
  });
});

describe('the statement length limit counts code points (issue 15)', () => {
  it('accepts MAX_STATEMENT_LENGTH emoji and refuses one more, naming the count in characters', async () => {
    const understander = Understander.fromModel(await trainedModel());
    await expect(understander.understand('😀'.repeat(MAX_STATEMENT_LENGTH))).resolves.toMatchObject({ matched: false });
    await expect(understander.understand('😀'.repeat(MAX_STATEMENT_LENGTH + 1))).rejects.toMatchObject({
      code: 'INPUT_INVALID',
      message: `expected a statement of at most ${MAX_STATEMENT_LENGTH} characters, found ${MAX_STATEMENT_LENGTH + 1}`,
    });
  });
});
