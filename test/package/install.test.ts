/**
 * The package as a user gets it (issue 15): `npm pack` (which builds dist/ through `prepare`), then
 * `npm install <tarball>` into an empty project, then `import … from 'nlu-engine'` and the `nlu` bin.
 * Dependencies come from npm's cache when it has them; their install scripts are skipped
 * (--ignore-scripts: better-sqlite3 would take a minute to compile, and nothing here opens SQLite),
 * so this checks what the package itself ships: ES modules that import() and require() both load, with
 * types for every TypeScript module resolution. Also installing from the checkout (a link).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TINY_CORPUS, tempDir } from '../helpers.js';
import { runProcess } from '../support/run-process.js';

const ROOT = join(import.meta.dirname, '..', '..');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const NPM_FLAGS = ['--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel=warn'];

async function npm(args: string[], cwd: string): Promise<string> {
  const run = await runProcess('npm', args, { cwd, env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (run.code !== 0) throw new Error(`npm ${args.join(' ')} failed (${run.code}):\n${run.stdout}\n${run.stderr}`);
  return `${run.stdout}\n${run.stderr}`;
}

function consumer(): string {
  const dir = tempDir('nlu-consumer-');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
  return dir;
}

/** Imports the package the way a user would and trains and understands with it. */
const USE_IT = `
import { Understander, ENGINE_VERSION, NluError } from 'nlu-engine';
import { loadCorpus, trainModel } from 'nlu-engine/training';
import { buildBotLink } from 'nlu-engine/referrer';
const corpus = await loadCorpus(process.argv[2]);
const model = await trainModel(corpus);
const result = await Understander.fromModel(model).understand('show me nike boots under 90 dollars');
// The built package trains its tagger on a worker thread too, to the same model.
const now = new Date(0);
const [aside, inline] = [await trainModel(corpus, { parallel: true, now }), await trainModel(corpus, { parallel: false, now })];
console.log(JSON.stringify({ version: ENGINE_VERSION, intentId: result.intentId, error: typeof NluError, link: buildBotLink('https://t.me/b?start={ref}', 'abc'), sameOnWorker: JSON.stringify(aside) === JSON.stringify(inline) }));
`;

async function useIt(dir: string): Promise<unknown> {
  writeFileSync(join(dir, 'use.mjs'), USE_IT);
  const run = await runProcess(process.execPath, ['use.mjs', TINY_CORPUS], { cwd: dir });
  if (run.code !== 0) throw new Error(`use.mjs failed (${run.code}):\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The same from CommonJS: Node ≥ 20.19 (and ≥ 22.12) loads the package's ES modules through require(). */
const REQUIRE_IT = `
const { Understander, NluError } = require('nlu-engine');
const { loadCorpus, trainModel } = require('nlu-engine/training');
const { buildBotLink } = require('nlu-engine/referrer');
const { crossValidate } = require('nlu-engine/evaluation');
(async () => {
  const model = await trainModel(await loadCorpus(process.argv[2]));
  const result = await Understander.fromModel(model).understand('show me nike boots under 90 dollars');
  console.log(JSON.stringify({ intentId: result.intentId, error: typeof NluError, link: buildBotLink('https://t.me/b?start={ref}', 'abc'), evaluation: typeof crossValidate }));
})();
`;

/** A TypeScript project of the older kind: CommonJS output, moduleResolution node10 (no "exports"). */
const NODE10_TS = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'commonjs', moduleResolution: 'node10', target: 'ES2022', strict: true, noEmit: true, skipLibCheck: true, types: [] }, files: ['node10.ts'] }),
  'node10.ts': `
import { Understander, NluError } from 'nlu-engine';
import { loadCorpus, trainModel } from 'nlu-engine/training';
import { buildBotLink } from 'nlu-engine/referrer';
import { crossValidate } from 'nlu-engine/evaluation';
export const entries: [typeof Understander.load, typeof NluError, typeof loadCorpus, typeof trainModel, typeof buildBotLink, typeof crossValidate] = [Understander.load, NluError, loadCorpus, trainModel, buildBotLink, crossValidate];
`,
};

function bin(dir: string, args: string[]) {
  return runProcess(join(dir, 'node_modules', '.bin', 'nlu'), args, { cwd: dir });
}

describe('installed from `npm pack`', () => {
  let dir = '';
  let files: string[] = [];
  let installLog = '';

  beforeAll(async () => {
    const packs = tempDir('nlu-pack-');
    // `prepare` (the build) prints around npm's JSON: take the JSON array alone.
    const output = (await npm(['pack', '--json', '--pack-destination', packs, '--loglevel=error'], ROOT));
    const packed = JSON.parse(/^\[$[\s\S]*?^\]$/m.exec(output)![0]) as Array<{ filename: string; files: Array<{ path: string }> }>;
    files = packed[0]!.files.map((file) => file.path);
    dir = consumer();
    installLog = (await npm(['install', join(packs, packed[0]!.filename), ...NPM_FLAGS], dir));
  }, 300_000);

  it('ships the built code, the bin, the default corpus and the docs, not the sources or tests', async () => {
    expect(files).toEqual(expect.arrayContaining(['dist/src/index.js', 'dist/src/index.d.ts', 'dist/src/cli/main.js', 'dist/src/training.js', 'bin/nlu.js', 'package.json']));
    expect(files.some((file) => file.startsWith('corpus/'))).toBe(true);
    expect(files.filter((file) => file.startsWith('src/') || file.startsWith('test/'))).toEqual([]);
  });

  it('ships every file the README and docs/ link to, so the links work in an installed copy', async () => {
    const linked = (file: string) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
      return [...text.matchAll(/\]\(([\w./-]+\.md)(#[^)]*)?\)/g)].map((m) => posix.normalize(folder + m[1]));
    };
    const fromReadme = linked('README.md');
    expect(fromReadme).toEqual(expect.arrayContaining(['docs/http.md', 'docs/benchmarks.md']));
    const all = [...fromReadme, ...fromReadme.filter((file) => file.startsWith('docs/')).flatMap(linked)];
    expect(all.filter((file) => !files.includes(file))).toEqual([]);
  });

  it('installs without engine warnings', async () => {
    expect(installLog).not.toMatch(/EBADENGINE/);
  });

  it('imports and runs: import { Understander } from "nlu-engine"', async () => {
    expect((await useIt(dir))).toEqual({ version: VERSION, intentId: 'product-search', error: 'function', link: 'https://t.me/b?start=abc', sameOnWorker: true });
  });

  it('works from CommonJS too: require("nlu-engine") and every subpath (issue 26, item 8)', async () => {
    writeFileSync(join(dir, 'use.cjs'), REQUIRE_IT);
    const run = await runProcess(process.execPath, ['use.cjs', TINY_CORPUS], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ intentId: 'product-search', error: 'function', link: 'https://t.me/b?start=abc', evaluation: 'function' });
  });

  it('gives TypeScript the types of every entry point under moduleResolution node10 (typesVersions)', async () => {
    for (const [file, text] of Object.entries(NODE10_TS)) writeFileSync(join(dir, file), text);
    const tsc = await runProcess(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], { cwd: dir });
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.code).toBe(0);
  });

  it('has a working `nlu` bin', async () => {
    expect((await bin(dir, ['--version']))).toMatchObject({ code: 0, stdout: `${VERSION}\n` });
    const model = join(dir, 'model.json');
    expect((await bin(dir, ['train', '--corpus', TINY_CORPUS, '--out', model])).code).toBe(0);
    const understood = (await bin(dir, ['understand', 'show me nike boots under 90 dollars', '--model', model]));
    expect(understood.code, understood.stderr).toBe(0);
    expect(JSON.parse(understood.stdout)).toMatchObject({ intentId: 'product-search', matched: true });
    expect((await bin(dir, ['understand', 'hi', '--model', join(dir, 'missing.json')])).code).toBe(1);
  });
});

describe('installed from the checkout (npm install <path>)', () => {
  it('imports and runs once the checkout is installed (its `prepare` built dist/)', async () => {
    expect(existsSync(join(ROOT, 'dist', 'src', 'index.js'))).toBe(true);
    const dir = consumer();
    (await npm(['install', ROOT, ...NPM_FLAGS], dir));
    expect((await useIt(dir))).toMatchObject({ version: VERSION, intentId: 'product-search' });
    expect((await bin(dir, ['--version']))).toMatchObject({ code: 0, stdout: `${VERSION}\n` });
  });
});
