/**
 * Weights stored as int8 with one float32 scale per row (a feature's weights over the classes):
 * a quarter of float32's size, and the rounding (at most 1/254 of a row's largest weight) does not
 * move an argmax in practice. Keeps a 77-intent model under a few megabytes.
 */
export function quantizeRows(weights: Float32Array, rows: number, columns: number): { values: Int8Array; scales: Float32Array } {
  const values = new Int8Array(rows * columns);
  const scales = new Float32Array(rows);
  for (let r = 0; r < rows; r++) {
    let max = 0;
    for (let c = 0; c < columns; c++) max = Math.max(max, Math.abs(weights[r * columns + c]!));
    const scale = max / 127;
    scales[r] = scale;
    if (scale === 0) continue;
    for (let c = 0; c < columns; c++) values[r * columns + c] = Math.round(weights[r * columns + c]! / scale);
  }
  return { values, scales };
}

export function dequantizeRows(values: Int8Array, scales: Float32Array, columns: number): Float32Array {
  const out = new Float32Array(values.length);
  for (let r = 0; r < scales.length; r++) {
    const scale = scales[r]!;
    for (let c = 0; c < columns; c++) out[r * columns + c] = values[r * columns + c]! * scale;
  }
  return out;
}

export function encodeInt8(values: Int8Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

export function decodeInt8(base64: string, expectedLength: number): Int8Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength !== expectedLength) throw new RangeError(`expected ${expectedLength} int8 weights, found ${bytes.byteLength}`);
  return new Int8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
