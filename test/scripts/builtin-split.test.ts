import { describe, expect, it } from 'vitest';
import { splitOf } from '../../scripts/builtins/split.js';

describe('the builtin suites split (scripts/builtins/split.ts)', () => {
  it('puts a text on one side, always the same', () => {
    expect(splitOf('tomorrow at 8pm')).toBe(splitOf('tomorrow at 8pm'));
    expect(['dev', 'check']).toContain(splitOf('next friday'));
  });

  it('sends about a third of the texts to check', () => {
    const texts = Array.from({ length: 3000 }, (_, i) => `case ${i} at ${i % 24}pm`);
    const check = texts.filter((t) => splitOf(t) === 'check').length;
    expect(check).toBeGreaterThan(850);
    expect(check).toBeLessThan(1150);
  });
});
