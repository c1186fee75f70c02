import { describe, expect, it } from 'vitest';
import { decodeInt8, dequantizeRows, encodeInt8, quantizeRows } from '../../src/intent/quantize.js';

describe('int8 row quantisation', () => {
  it('keeps every weight within half a step of its row scale, and zero rows zero', () => {
    const weights = Float32Array.from([0.5, -1.27, 0.001, 0, 0, 0, 3, -3, 2.9999]);
    const { values, scales } = quantizeRows(weights, 3, 3);
    const back = dequantizeRows(decodeInt8(encodeInt8(values), 9), scales, 3);
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) expect(Math.abs(back[r * 3 + c]! - weights[r * 3 + c]!)).toBeLessThanOrEqual(scales[r]! / 2 + 1e-7);
    expect(Array.from(back.slice(3, 6))).toEqual([0, 0, 0]);
    expect(values[0 * 3 + 1]).toBe(-127);
  });

  it('refuses a weight block of the wrong length', () => {
    expect(() => decodeInt8(encodeInt8(new Int8Array(4)), 5)).toThrow(/expected 5 int8 weights, found 4/);
  });
});
