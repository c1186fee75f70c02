import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureModel } from '../../src/train/ensure-model.js';
import { TINY_CORPUS, tempDir } from '../helpers.js';

describe('ensureModel', () => {
  it('trains when the model is missing, damaged or from another corpus, and only then', async () => {
    const dir = tempDir();
    const corpus = join(dir, 'corpus');
    cpSync(TINY_CORPUS, corpus, { recursive: true });
    const model = join(dir, 'model.json');
    expect(await ensureModel(model, corpus)).toBe('trained');
    const first = readFileSync(model, 'utf8');
    expect(await ensureModel(model, corpus)).toBe('up-to-date');
    expect(readFileSync(model, 'utf8')).toBe(first);
    writeFileSync(join(corpus, 'thanks.yaml'), 'intents:\n  - id: thanks\n    name: thanks\n    utterances: [thank you]\n');
    expect(await ensureModel(model, corpus)).toBe('trained');
    expect(JSON.parse(readFileSync(model, 'utf8')).intents.map((i: { name: string }) => i.name)).toContain('thanks');
    writeFileSync(model, '{"truncated": ');
    expect(await ensureModel(model, corpus)).toBe('trained');
  });
});
