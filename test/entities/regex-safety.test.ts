/**
 * Issue 33, item 5: a regex entity that can backtrack catastrophically (`(\w+\s?)+X`: ~19 s for a 31-character
 * statement) is refused wherever a pattern enters, with a real ReDoS check (recheck), before it ever runs.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { backtrackingProblem } from '../../src/entities/regex-safety.js';
import { RegexMatcher } from '../../src/entities/regex-matcher.js';
import { checkRegexOn } from '../../src/studio/regex-check.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { runNlu } from '../cli/support/process.js';
import { TINY_CORPUS, tempDir, trainedModel } from '../helpers.js';

const CATASTROPHIC = '(\\w+\\s?)+X';
/** What the issue sent: 31 characters on which the pattern backtracks exponentially. */
const STATEMENT = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

/** The tiny corpus with its orderNumber pattern replaced. */
function corpusWith(pattern: string): string {
  const dir = join(tempDir('nlu-redos-'), 'corpus');
  cpSync(TINY_CORPUS, dir, { recursive: true });
  const file = join(dir, 'entities.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace("pattern: '\\b[A-Z]?\\d{6}\\b'", `pattern: '${pattern}'`));
  return dir;
}

describe('regex patterns that can backtrack catastrophically', () => {
  it('are found by the check, which says what was expected, what was found and how to rewrite it', () => {
    const problem = backtrackingProblem(CATASTROPHIC, '');
    expect(problem).toMatch(/^expected a regex pattern that runs in bounded time on any statement; found \/\(\\w\+\\s\?\)\+X\/, which can backtrack catastrophically: on a statement like ".+" its time grows exponentially/);
    expect(problem).toMatch(/Rewrite it so that no repeated part can match the same text in two ways/);
    expect(backtrackingProblem('(a|a)*b', 'i')).toMatch(/exponentially/);
    expect(backtrackingProblem('\\d+\\d+x', '')).toMatch(/as the 3rd power of its length/);
  });

  it('leave linear patterns and 2nd-degree ones (a few ms at 1 000 characters) alone', () => {
    for (const pattern of ['\\b[A-Z]?\\d{5,8}\\b', '\\b[A-Z]?\\d{6}\\b', '[A-Z]{2}-\\d{4}', 'a*', '\\bPZ-\\d{4}\\b', '[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}']) {
      expect(backtrackingProblem(pattern, 'i'), pattern).toBeNull();
    }
  });

  it('are refused by the corpus check (nlu train, nlu check), naming the entity', async () => {
    await expect(loadCorpus(corpusWith(CATASTROPHIC))).rejects.toMatchObject({
      code: 'CORPUS_INVALID',
      issues: [expect.objectContaining({ path: expect.stringContaining('orderNumber'), message: expect.stringMatching(/can backtrack catastrophically/) })],
    });
  });

  it('are refused by `nlu train`, one error line, exit 1, before anything runs', async () => {
    const train = runNlu(['train', '--corpus', corpusWith(CATASTROPHIC), '--out', join(tempDir('nlu-redos-'), 'model.json')]);
    const { code } = await train.exited;
    expect(code).toBe(1);
    expect(train.stderr()).toMatch(/orderNumber.*can backtrack catastrophically/);
  });

  it('are refused by the trainer for a corpus built in code, which never went through the corpus check', async () => {
    const corpus = await loadCorpus(TINY_CORPUS);
    const bad = { ...corpus, entities: corpus.entities.map((e) => (e.type === 'regex' ? { ...e, pattern: CATASTROPHIC } : e)) };
    await expect(trainModel(bad)).rejects.toMatchObject({ code: 'UNSAFE_REGEX', message: expect.stringMatching(/^regex entity "orderNumber": expected a regex pattern/) });
  });

  it("are refused by the studio's live check, which never runs them", () => {
    const check = checkRegexOn(CATASTROPHIC, '', STATEMENT);
    expect(check.matches).toEqual([]);
    expect(check.problem).toMatch(/can backtrack catastrophically/);
    expect(checkRegexOn('\\b[A-Z]?\\d{6}\\b', 'i', 'order a938170').problem).toBeNull();
  });

  it('a trained model marks its patterns checked; a model trained before the check is checked at load, and one holding such a pattern is refused', async () => {
    const model = await trainedModel();
    expect(model.entities.find((e) => e.name === 'orderNumber')).toMatchObject({ type: 'regex', backtracking: 'checked' });
    // A model written before the check: no mark.
    const old = { ...model, entities: model.entities.map((e) => (e.type === 'regex' ? { name: e.name, type: e.type, pattern: e.pattern, flags: e.flags } : e)) };
    expect(Understander.fromModel(old).detailsSync('where is order A938170').params).toEqual(Understander.fromModel(model).detailsSync('where is order A938170').params);
    const unsafe = { ...old, entities: old.entities.map((e) => (e.type === 'regex' ? { ...e, pattern: CATASTROPHIC } : e)) };
    expect(() => Understander.fromModel(unsafe)).toThrow(expect.objectContaining({
      code: 'UNSAFE_REGEX',
      message: expect.stringMatching(/^the model in the model object cannot be served: regex entity "orderNumber": expected a regex pattern .*; fix the pattern in the corpus and train again$/s),
    }));
  });

  it('are refused by RegexMatcher itself unless marked checked', () => {
    expect(() => new RegexMatcher([{ name: 'x', pattern: CATASTROPHIC, flags: '' }])).toThrow(expect.objectContaining({ code: 'UNSAFE_REGEX' }));
  });
});
