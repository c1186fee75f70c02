import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';

const NLU = join(import.meta.dirname, '..', '..', 'bin', 'nlu.js');

function nlu(...args: string[]) {
  const r = spawnSync(process.execPath, [NLU, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A small German data set in JSON Lines (no locale field), written for this test. */
const GERMAN = [
  ['wie wird das Wetter morgen', 'weather'], ['regnet es heute in Berlin', 'weather'], ['wird es am Wochenende warm', 'weather'],
  ['brauche ich morgen einen Regenschirm', 'weather'], ['wie kalt ist es draußen', 'weather'], ['gibt es heute Schnee', 'weather'],
  ['stell einen Wecker auf sieben Uhr', 'alarm'], ['weck mich morgen um sechs', 'alarm'], ['lösche meinen Wecker', 'alarm'],
  ['ich brauche einen Wecker für acht Uhr', 'alarm'], ['stelle den Wecker auf halb sieben', 'alarm'], ['Wecker um neun Uhr bitte', 'alarm'],
  ['spiel etwas Musik', 'music'], ['spiele mein Lieblingslied', 'music'], ['ich möchte Jazz hören', 'music'],
  ['mach ruhige Musik an', 'music'], ['spiel das neue Album', 'music'], ['leg ein Lied von Nena auf', 'music'],
].map(([text, intent]) => JSON.stringify({ text, intent, entities: [] })).join('\n');

describe('nlu train and evaluate with a locale', () => {
  const dir = tempDir('nlu-locale-');
  const data = join(dir, 'german.jsonl');
  writeFileSync(data, `${GERMAN}\n`);

  it('trains a JSON Lines data set in the language --locale names, and the model answers in it', () => {
    const model = join(dir, 'de.json');
    const r = nlu('train', '--corpus', data, '--locale', 'de', '--out', model);
    expect(r.stderr).not.toMatch(/error/);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(model, 'utf8')).locale).toBe('de');
    const answer = nlu('understand', '--model', model, 'Wird es morgen regnen?');
    expect(answer.code).toBe(0);
    expect(JSON.parse(answer.stdout).intentId).toBe('weather');
  });

  it('takes the locale of the meta.json beside the data set when none is given', () => {
    const folder = tempDir('nlu-locale-meta-');
    writeFileSync(join(folder, 'train.jsonl'), `${GERMAN}\n`);
    writeFileSync(join(folder, 'meta.json'), JSON.stringify({ name: 'german', locale: 'de' }));
    const model = join(folder, 'model.json');
    // The folder: its meta.json is the data set's description, not a corpus file.
    const r = nlu('train', '--corpus', folder, '--out', model);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(model, 'utf8')).locale).toBe('de');
  });

  it('cross-validates in the language --locale names', () => {
    const r = nlu('evaluate', '--data', data, '--locale', 'de', '--folds', '3', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).intents.accuracy).toBeGreaterThan(0.5);
  });

  it('refuses a locale no pipeline reads, naming those it reads, and writes no model', () => {
    const model = join(dir, 'none.json');
    const r = nlu('train', '--corpus', data, '--locale', 'tlh', '--out', model);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/locale: expected a locale whose language is one of ar, bn, ca, .*, zh .*found "tlh"/);
  });
});
