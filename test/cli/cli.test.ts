import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS, FIXTURES, TINY_CORPUS, tempDir } from '../helpers.js';
import { runProcess, type Finished } from '../support/run-process.js';
import { MODEL_FORMAT_VERSION } from '../../src/version.js';

const NLU = join(import.meta.dirname, '..', '..', 'bin', 'nlu.js');

/** `nlu args…` as a process, awaited (support/run-process.ts says why not spawnSync). */
function nlu(...args: string[]): Promise<Finished> {
  return runProcess(process.execPath, [NLU, ...args]);
}

describe('nlu CLI', () => {
  const dir = tempDir();
  const model = join(dir, 'model.json');

  it('trains a corpus into a model file', async () => {
    const r = (await nlu('train', '--corpus', TINY_CORPUS, '--out', model));
    expect(r.stderr).not.toMatch(/error/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/trained 3 intents from 19 utterances \(4 out-of-scope\) in [\d.]+ s → .*model\.json/);
    expect(JSON.parse(readFileSync(model, 'utf8')).kind).toBe('nlu-engine-model');
    // Three intents: too few to hold one out on the traffic-like folds.
    expect(r.stdout).toMatch(/^decision: set for 50 % of messages out of scope \(--out-of-scope-share 0\.5\); the corpus has too few intents to measure a detector/m);
  });

  it('trains for the out-of-scope share asked for, says what it means, and refuses one outside 0…1', async () => {
    const out = join(dir, 'share.json');
    const r = (await nlu('train', '--corpus', DEFAULT_CORPUS, '--out', out, '--out-of-scope-share', '0.2'));
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).decision.outOfScopeShare).toBe(0.2);
    expect(r.stdout).toMatch(/^decision: set for 20 % of messages out of scope \(--out-of-scope-share 0\.2\), cutoff [\d.]+; on traffic-like folds of the corpus it kept [\d.]+ % of new in-scope wordings answered right \([\d.]+ % with no cutoff\) and left [\d.]+ % of unseen intents' statements unmatched$/m);
    const bad = (await nlu('train', '--corpus', TINY_CORPUS, '--out', out, '--out-of-scope-share', '2'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/expected --out-of-scope-share between 0 and 1, found 2/);
  });

  it('sets the decision from labelled real messages (--tune-on), scores odd ones with a warning, and says what changed', async () => {
    const out = join(dir, 'tuned.json');
    const messages = join(dir, 'messages.jsonl');
    // Real logs: in-scope messages only, "??", an emoji, Hindi, and one statement under two labels.
    const lines = [
      { text: 'where is my package', intent: 'orderStatus' }, { text: 'i need lightbulbs', intent: 'productSearch' },
      { text: 'Asus router', intent: 'productSearch' }, { text: 'my item came broken', intent: 'returnItem' },
      { text: '??', intent: null }, { text: '😳', intent: null }, { text: 'मेरा ऑर्डर कहाँ है', intent: 'orderStatus' },
      { text: 'refund', intent: 'returnItem' }, { text: 'refund', intent: null },
    ];
    writeFileSync(messages, lines.map((l) => JSON.stringify({ ...l, entities: [] })).join('\n'));
    const r = (await nlu('train', '--corpus', DEFAULT_CORPUS, '--out', out, '--tune-on', messages));
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: .*messages\.jsonl: line 5: a statement with no words, "\?\?": scored as it is/);
    expect(r.stderr).toMatch(/warning: .*line 9: the statement "refund" is under outOfScope and also under intent "returnItem"/);
    expect(r.stdout).toMatch(/^tuned on 9 labelled messages in .*messages\.jsonl \(33\.3 % out of scope\): out-of-scope share 0\.5 → cutoff [\d.]+; accuracy on them ([\d.]+) % → ([\d.]+) %$/m);
    const [, before, after] = /accuracy on them ([\d.]+) % → ([\d.]+) %/.exec(r.stdout)!;
    // Three in-scope messages the default cutoff leaves unmatched ("i need lightbulbs"): tuning answers them.
    expect(Number(after)).toBeGreaterThan(Number(before));
    const model = JSON.parse(readFileSync(out, 'utf8'));
    expect(model.decision).toMatchObject({ outOfScopeShare: null, tunedOn: { messages: 9 } });
    expect(r.stdout).toMatch(/^decision: tuned on 9 labelled messages \(33\.3 % out of scope\), cutoff/m);
    const evaluated = (await nlu('evaluate', '--model', out, '--test', messages));
    expect(evaluated.code).toBe(0);
    expect(evaluated.stderr).toMatch(/warning: .*a statement with no words, "😳"/);
    expect(evaluated.stdout).toMatch(/9 statements \(6 in scope, 3 out of scope\)/);
    const retuned = (await nlu('evaluate', '--model', out, '--test', messages, '--tune-on', messages));
    expect(retuned.stderr).toMatch(/tuned on 9 labelled messages .*: cutoff [\d.]+ → cutoff [\d.]+; accuracy on them/);
  });

  it('trains the same model with the tagger on a second thread (--parallel) or not (--no-parallel)', async () => {
    const [aside, inline] = [join(dir, 'aside.json'), join(dir, 'inline.json')];
    expect((await nlu('train', '--corpus', TINY_CORPUS, '--out', aside, '--parallel')).code).toBe(0);
    expect((await nlu('train', '--corpus', TINY_CORPUS, '--out', inline, '--no-parallel')).code).toBe(0);
    const read = (file: string) => ({ ...JSON.parse(readFileSync(file, 'utf8')), createdAt: '' }) as { tagger: unknown };
    expect(read(aside).tagger).toBeTruthy();
    expect(read(aside)).toEqual(read(inline));
  });

  it('prints an unmatched answer with the library\'s confidence: 0 when nothing in it is known', async () => {
    const result = JSON.parse((await nlu('understand', 'hfjdks', '--model', model)).stdout);
    expect(result).toMatchObject({ intentId: null, matched: false, confidence: 0 });
  });

  it('understands a statement and prints JSON', async () => {
    const r = (await nlu('understand', 'show me nike boots under 90 dollars', '--model', model));
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result).toMatchObject({ intentId: 'product-search', intentName: 'productSearch', matched: true });
    expect(result.params).toMatchObject({ vendor: 'Nike', toPrice: '90' });
  });

  it('prints alternatives and spans with --top', async () => {
    const result = JSON.parse((await nlu('understand', 'hello', '--model', model, '--top', '2')).stdout);
    expect(result.alternatives).toHaveLength(2);
    expect(result.entities).toEqual([]);
    expect(result.confidence).toBe(1);
    expect(result).not.toHaveProperty('unmatchedReason');
  });

  it('explains the answer with --explain: JSON with the explanation, whose sums hold, and nothing else when piped', async () => {
    const r = (await nlu('understand', 'show me nike sneakers under 70', '--model', model, '--explain'));
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const result = JSON.parse(r.stdout);
    expect(result).toMatchObject({ intentName: 'productSearch', matched: true, explanation: { decision: { decidedBy: 'classifier', matched: true } } });
    expect(result.alternatives.length).toBeGreaterThan(1);
    const { winner, runnerUp } = result.explanation.intents;
    for (const score of [winner, runnerUp]) {
      const total = score.bias + score.features.reduce((sum: number, f: { contribution: number }) => sum + f.contribution, 0);
      expect(Math.abs(total - score.score)).toBeLessThanOrEqual(1e-9);
    }
    expect(result.explanation.entities).toContainEqual(expect.objectContaining({ entity: 'vendor', value: 'Nike', source: 'list', param: true }));
    // One feature a line, and no summary after the JSON when stdout is a pipe.
    expect(r.stdout).toMatch(/^ {10}\{"feature": "show me", "kind": "word-pair", "value": [\d.e-]+, "weight": [-\d.e]+, "contribution": [-\d.e]+\},?$/m);
    expect(r.stdout).not.toMatch(/^why:/m);
    const without = (await nlu('understand', 'show me nike sneakers under 70', '--model', model, '--top', '5'));
    const { explanation: _explanation, ...rest } = result;
    expect(rest).toEqual(JSON.parse(without.stdout));
  });

  it.skipIf(spawnSync('script', ['--version']).status !== 0)('adds a short summary after the JSON when stdout is a terminal (--explain)', async () => {
    // util-linux script(1) runs the command on a pseudo-terminal.
    const command = [process.execPath, NLU, 'understand', 'show me nike sneakers under 70', '--model', model, '--explain'].map((a) => `'${a}'`).join(' ');
    const r = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    const out = r.stdout.replace(/\r\n/g, '\n');
    expect(out).toMatch(/^why: answered productSearch; productSearch \(score [\d.]+, probability [\d.]+\) against \w+ \(score/m);
    expect(out).toMatch(/^ {2}read as: show me nike sneakers under <e:toPrice>$/m);
    expect(out).toMatch(/^ {2}decided by: classifier; in-scope score [\d.]+, cutoff [\d.]+$/m);
    expect(out).toMatch(/^ {2}entities: vendor "Nike" \(list, param\)/m);
  });

  it('reads an unquoted statement as its words, as a user types it (issue 26, item 13)', async () => {
    const unquoted = (await nlu('understand', 'show', 'me', 'nike', 'boots', 'under', '90', 'dollars', '--model', model));
    expect(unquoted.stderr).toBe('');
    expect(unquoted.code).toBe(0);
    expect(JSON.parse(unquoted.stdout)).toEqual(JSON.parse((await nlu('understand', 'show me nike boots under 90 dollars', '--model', model)).stdout));
  });

  it('refuses a --top that is not a whole number of intents, 1 or more, saying what it found', async () => {
    for (const [top, found] of [['abc', '"abc"'], ['0', '"0"'], ['1.5', '"1.5"'], ['-2', '"-2"'], ['', 'nothing']]) {
      const r = (await nlu('understand', 'hello', '--model', model, '--top', top!));
      expect(r.code, top).toBe(2);
      expect(r.stderr, top).toBe(`error: expected --top to be a whole number of intents, 1 or more, found ${found}\nrun "nlu --help" for usage\n`);
    }
  });

  it('says with --top why a statement was left unmatched', async () => {
    const r = (await nlu('understand', 'asdkjh qwpoeiru zxcmnb', '--model', model, '--top', '1'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ matched: false, intentName: null, unmatchedReason: 'nothing-known' });
  });

  it('fails with one line and no model on an invalid corpus', async () => {
    const out = join(dir, 'never.json');
    const r = (await nlu('train', '--corpus', join(FIXTURES, 'invalid-corpus'), '--out', out));
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n')[0]).toMatch(/^error: the corpus at .*invalid-corpus has \d+ problems$/);
    expect(r.stderr).toMatch(/unknown entity "tittle"/);
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    expect(existsSync(out)).toBe(false);
  });

  it('fails with a clear message on a missing model, with a stack trace only with --verbose', async () => {
    const r = (await nlu('understand', 'hi', '--model', join(dir, 'missing.json')));
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(`error: expected a model file at ${join(dir, 'missing.json')}, found nothing there (train one with "nlu train")`);
    expect((await nlu('understand', 'hi', '--model', join(dir, 'missing.json'), '--verbose')).stderr).toMatch(/NluError/);
  });

  it('names a corrupt model', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"kind": "nlu-engine-model", "formatVersion": 0}');
    const r = (await nlu('understand', 'hi', '--model', bad));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`expected model format version ${MODEL_FORMAT_VERSION} .* found 0`));
  });

  it('prints its version with --version', async () => {
    const r = (await nlu('--version'));
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe((JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version);
  });

  it('prints each progress stage once on a non-terminal stderr', async () => {
    const r = (await nlu('evaluate', '--train', TINY_CORPUS, '--test', TINY_CORPUS));
    expect(r.code).toBe(0);
    const lines = r.stderr.split('\n').filter((line) => line.length > 0);
    expect(lines.filter((line) => line === 'evaluating training…')).toHaveLength(1);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('has help for the program and each command, and rejects unknown usage', async () => {
    expect((await nlu('--help')).stdout).toMatch(/nlu train[\s\S]*nlu understand/);
    expect((await nlu('train', '--help')).stdout).toMatch(/--corpus[\s\S]*--out/);
    expect((await nlu('understand', '--help')).stdout).toMatch(/--model[\s\S]*--top[\s\S]*--explain/);
    const r = (await nlu('frobnicate'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: /);
  });
});
