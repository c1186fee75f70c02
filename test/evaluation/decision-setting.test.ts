/**
 * Issue 33: the decision's setting kept with the corpus (a `decision:` key) and used by `nlu train` (so by the
 * studio's Train, which runs it) and `nlu evaluate`; `nlu evaluate --data X --folds K` takes the setting and
 * reports the decision sweep, pooled over the folds.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import yargs from 'yargs';
import { evaluateCommand } from '../../src/cli/commands/evaluate.js';
import { loadCorpus } from '../../src/corpus/load.js';
import { crossValidate } from '../../src/evaluation/cross-validate.js';
import { decisionSweep } from '../../src/evaluation/decision-sweep.js';
import { corpusItems } from '../../src/evaluation/examples.js';
import type { Predictor } from '../../src/evaluation/types.js';
import { resolveDecision } from '../../src/train/decision-setting.js';
import { corpusHash } from '../../src/train/corpus-hash.js';
import { runNlu } from '../cli/support/process.js';
import { FIXTURES, TINY_CORPUS, tempDir } from '../helpers.js';

async function nluEvaluate(...args: string[]): Promise<{ stdout: string; stderr: string; failure: string | null }> {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  let failure: string | null = null;
  try {
    await yargs(['evaluate', ...args]).command(evaluateCommand).strict().exitProcess(false).fail((message, error) => {
      throw error ?? new Error(message);
    }).parseAsync();
  } catch (error) {
    failure = (error as Error)?.message ?? String(error);
  } finally {
    vi.restoreAllMocks();
  }
  return { stdout, stderr, failure };
}
afterEach(() => vi.restoreAllMocks());

/** The tiny corpus with a `decision:` key in its entities file. */
function tinyWith(decision: string): string {
  const dir = join(tempDir('nlu-decision-'), 'corpus');
  cpSync(TINY_CORPUS, dir, { recursive: true });
  const file = join(dir, 'entities.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('locale: en\n', `locale: en\ndecision:\n${decision}`));
  return dir;
}

/** Rejects "no" from `strict` 0.5 on and "maybe" from 0.2 on; answers everything else with its own text's label. */
function knobbed(): Predictor {
  let setting = 0.1;
  return {
    predict(text: string) {
      const rejected = (text.startsWith('no') && setting >= 0.5) || (text.startsWith('maybe') && setting >= 0.2);
      return { intent: rejected ? null : text.split(' ')[0]!, topIntent: null, confidence: 0.5, entities: [] };
    },
    decisionKnob: { name: 'strict', values: [0.1, 0.2, 0.5], current: 0.1, promise: { inScopeKept: 0.5, outOfScopeRejected: 0.5 }, set: (v: number) => { setting = v; }, reset: () => { setting = 0.1; } },
  };
}

describe('the decision setting kept with the corpus', () => {
  it('is read from a `decision:` key, a tuning file resolved against the file that names it, and changes the corpus hash only when set', async () => {
    const plain = await loadCorpus(TINY_CORPUS);
    expect(plain.decision).toBeUndefined();
    const shared = await loadCorpus(tinyWith('  outOfScopeShare: 0.2\n'));
    expect(shared.decision).toEqual({ outOfScopeShare: 0.2 });
    const tuned = await loadCorpus(tinyWith('  tuneOn: ../messages.jsonl\n'));
    expect(tuned.decision).toMatchObject({ tuneOn: expect.stringMatching(/nlu-decision-[^/]+\/messages\.jsonl$/) });
    expect(corpusHash(shared)).not.toBe(corpusHash(plain));
    expect(corpusHash({ ...shared, decision: undefined } as never)).toBe(corpusHash(plain));
  });

  it('is refused when it is not exactly one setting, or is in two files, naming the file and what was expected', async () => {
    await expect(loadCorpus(tinyWith('  outOfScopeShare: 0.2\n  threshold: 0.4\n'))).rejects.toMatchObject({
      code: 'CORPUS_INVALID',
      issues: expect.arrayContaining([expect.objectContaining({ path: 'decision', message: 'expected exactly one of outOfScopeShare (0-1), threshold (0-1) or tuneOn (a path to labelled messages), found an object' })]),
    });
    const twice = tinyWith('  threshold: 0.4\n');
    const intents = join(twice, 'intents.yaml');
    writeFileSync(intents, `decision:\n  outOfScopeShare: 0.1\n${readFileSync(intents, 'utf8')}`);
    await expect(loadCorpus(twice)).rejects.toMatchObject({ issues: [expect.objectContaining({ path: 'decision', message: expect.stringMatching(/^expected the decision setting in one corpus file, found it in .*entities\.yaml and .*intents\.yaml$/) })] });
  });

  it('gives way to any decision option of the command, and the defaults apply without either', () => {
    const corpus = { decision: { threshold: 0.4 } };
    expect(resolveDecision({}, corpus)).toEqual({ setting: { threshold: 0.4 }, source: 'corpus' });
    expect(resolveDecision({ outOfScopeShare: 0.3, threshold: undefined }, corpus)).toEqual({ setting: { outOfScopeShare: 0.3 }, source: 'options' });
    expect(resolveDecision({}, {})).toEqual({ setting: {}, source: 'default' });
  });

  it('is used by `nlu train` (what the studio Train runs), which says so; the option still wins', async () => {
    const corpus = tinyWith('  outOfScopeShare: 0.2\n');
    const out = join(tempDir('nlu-decision-'), 'model.json');
    const train = runNlu(['train', '--corpus', corpus, '--out', out]);
    expect((await train.exited).code).toBe(0);
    expect(train.stdout()).toMatch(/^decision setting from the corpus: outOfScopeShare 0\.2$/m);
    expect(train.stdout()).toMatch(/^decision: set for 20 % of messages out of scope/m);
    expect(JSON.parse(readFileSync(out, 'utf8')).decision.outOfScopeShare).toBe(0.2);
    const overridden = runNlu(['train', '--corpus', corpus, '--out', out, '--out-of-scope-share', '0.35']);
    expect((await overridden.exited).code).toBe(0);
    expect(overridden.stdout()).not.toMatch(/from the corpus/);
    expect(JSON.parse(readFileSync(out, 'utf8')).decision.outOfScopeShare).toBe(0.35);
  });
});

describe('nlu evaluate --data X --folds K with the decision setting', () => {
  it('pools each fold model\'s answers at every setting into one sweep, as if one model had answered them all', async () => {
    const corpus = await loadCorpus(TINY_CORPUS);
    const report = await crossValidate(corpus, async () => ({ predictor: knobbed(), modelBytes: null }), { folds: 2, run: { engine: 'knobbed' } });
    const expected = await decisionSweep(knobbed(), corpusItems(corpus).map((item) => item.example));
    expect(report.decisionSweep).toMatchObject({ knob: 'strict', current: 0.1, promise: { inScopeKept: 0.5, outOfScopeRejected: 0.5 } });
    expect(report.decisionSweep!.points).toEqual(expected!.points);
  });

  it('accepts --out-of-scope-share, refuses it with --threshold or outside 0…1', async () => {
    expect((await nluEvaluate('--data', TINY_CORPUS, '--folds', '2', '--out-of-scope-share', '0.3', '--json')).failure).toBeNull();
    const both = await nluEvaluate('--data', TINY_CORPUS, '--folds', '2', '--out-of-scope-share', '0.3', '--threshold', '0.5');
    expect(both.failure, both.stderr).toMatch(/mutually exclusive/);
    const outside = await nluEvaluate('--data', TINY_CORPUS, '--folds', '2', '--out-of-scope-share', '1.5');
    expect(outside.failure, outside.stderr).toMatch(/expected --out-of-scope-share between 0 and 1, found 1\.5/);
  });

  it('on a corpus that measures a detector, reports the sweep at the corpus\'s own setting, with the share it was set for', async () => {
    const dir = tempDir('nlu-decision-');
    const file = join(dir, 'shop.yaml');
    writeFileSync(file, `decision:\n  outOfScopeShare: 0.2\n${readFileSync(join(FIXTURES, 'shop-heldout.yaml'), 'utf8')}`);
    const { stdout, stderr, failure } = await nluEvaluate('--data', file, '--folds', '2', '--json');
    expect(failure).toBeNull();
    expect(stderr).toMatch(/decision setting from the corpus: outOfScopeShare 0\.2/);
    const report = JSON.parse(stdout);
    expect(report.run).toMatchObject({ mode: 'cross-validation', folds: 2 });
    expect(report.decisionSweep).toMatchObject({ knob: 'out-of-scope share', current: 0.2, regret: { testShare: expect.any(Number) } });
    expect(report.decisionSweep.points).toHaveLength(20);
    expect(report.decisionSweep.byShare).toHaveLength(20);
  });
});
