import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { LastTraining } from '../../src/train/last-training.js';

describe('the last training a long-lived trainer remembers', () => {
  it('is kept only for the same corpus, setting and model path, while the file is as it wrote it, and never for a tuning file', async () => {
    const corpus = await loadCorpus('test/fixtures/tiny-corpus');
    const path = join(mkdtempSync(join(tmpdir(), 'nlu-last-training-')), 'model.json');
    writeFileSync(path, '{"a":1}');
    const last = new LastTraining();
    const key = LastTraining.key(corpus, {});
    expect(await last.unchanged(key, path)).toBeNull();
    await last.remember(key, path, ['decision: …']);
    expect(await last.unchanged(key, path)).toEqual(['decision: …']);
    expect(await last.unchanged(LastTraining.key(corpus, { outOfScopeShare: 0.2 }), path)).toBeNull();
    expect(await last.unchanged(LastTraining.key({ ...corpus, intents: corpus.intents.slice(1) }, {}), path)).toBeNull();
    expect(await last.unchanged(key, `${path}.other`)).toBeNull();
    // Written since by someone else (nlu train from a terminal): trained again.
    writeFileSync(path, '{"a":22}');
    expect(await last.unchanged(key, path)).toBeNull();
    expect(LastTraining.key(corpus, { tuneOn: 'messages.jsonl' })).toBeNull();
  });
});
