import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopback, resolveStudioConfig } from '../../src/studio/config.js';
import { StudioConfigError } from '../../src/studio/project-path.js';

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-config-'));
  mkdirSync(join(root, 'corpus'));
  return root;
}

describe('nlu studio settings', () => {
  it('takes a corpus and a model inside the project folder', () => {
    const root = project();
    const config = resolveStudioConfig({}, {}, root);
    expect(config.corpusPath.endsWith(join('', 'corpus'))).toBe(true);
    expect(config.modelPath.endsWith(join('models', 'model.json'))).toBe(true);
    expect([config.host, config.port, config.token]).toEqual(['127.0.0.1', 3100, null]);
  });

  it('refuses a corpus or a model outside the project folder, by path or through a symbolic link', () => {
    const root = project();
    const outside = mkdtempSync(join(tmpdir(), 'nlu-studio-outside-'));
    symlinkSync(outside, join(root, 'elsewhere'));
    for (const args of [{ corpus: '../x' }, { corpus: outside }, { corpus: 'elsewhere' }, { model: '/tmp/model.json' }, { model: 'elsewhere/model.json' }]) {
      expect(() => resolveStudioConfig(args, {}, root)).toThrow(StudioConfigError);
    }
    expect(() => resolveStudioConfig({ corpus: '../x' }, {}, root)).toThrow(/expected the corpus inside the project folder/);
  });

  it('refuses to listen beyond loopback without a token, and a short token', () => {
    const root = project();
    expect(() => resolveStudioConfig({ host: '0.0.0.0' }, {}, root)).toThrow(/expected --token/);
    expect(() => resolveStudioConfig({ host: '0.0.0.0', token: 'short' }, {}, root)).toThrow(/at least 16 characters/);
    expect(resolveStudioConfig({ host: '0.0.0.0' }, { NLU_STUDIO_TOKEN: 'a-long-enough-token' }, root).token).toBe('a-long-enough-token');
    expect(resolveStudioConfig({ host: 'localhost' }, {}, root).token).toBeNull();
  });

  it('finds the traffic store as nlu serve --record writes it: --traffic, NLU_TRAFFIC_STORE, else data/traffic.sqlite when it exists', () => {
    const root = project();
    expect(resolveStudioConfig({}, {}, root).traffic).toBeNull();
    mkdirSync(join(root, 'data'));
    writeFileSync(join(root, 'data', 'traffic.sqlite'), '');
    expect(resolveStudioConfig({}, {}, root).traffic).toBe(join(root, 'data', 'traffic.sqlite'));
    expect(resolveStudioConfig({}, { NLU_TRAFFIC_STORE: 'other.sqlite' }, root).traffic).toBe(join(root, 'other.sqlite'));
    expect(resolveStudioConfig({ traffic: '/srv/traffic.sqlite' }, {}, root).traffic).toBe('/srv/traffic.sqlite');
    expect(resolveStudioConfig({ traffic: 'postgres://u:p@db/nlu' }, {}, root).traffic).toBe('postgres://u:p@db/nlu');
  });

  it('keeps the studio\'s files of another model file (one studio per locale) in a folder of their own', () => {
    const root = project();
    const german = resolveStudioConfig({ corpus: 'corpus/de', model: 'models/de.json' }, {}, root);
    expect(german.workFolder).toBe('.nlu-studio/models-de');
    expect(german.draftModelPath).toBe(join(root, '.nlu-studio', 'models-de', 'draft-model.json'));
    expect(resolveStudioConfig({ model: 'models/model.json' }, {}, root).workFolder).toBe('.nlu-studio');
  });

  it('trains into a draft inside the project, and takes servers as http addresses with one token', () => {
    const root = project();
    const config = resolveStudioConfig({ server: ['http://127.0.0.1:3000/', 'https://nlu.example/api'], serverToken: 'tok' }, {}, root);
    expect(config.draftModelPath).toBe(join(root, '.nlu-studio', 'draft-model.json'));
    expect(config.workFolder).toBe('.nlu-studio');
    expect(config.servers).toEqual([{ url: 'http://127.0.0.1:3000', token: 'tok' }, { url: 'https://nlu.example/api', token: 'tok' }]);
    expect(resolveStudioConfig({ server: 'http://a:1' }, { NLU_SERVER_TOKEN: 'env' }, root).servers).toEqual([{ url: 'http://a:1', token: 'env' }]);
    expect(() => resolveStudioConfig({ server: 'localhost:3000' }, {}, root)).toThrow(/expected --server to be an http:\/\/ or https:\/\/ address/);
    expect(() => resolveStudioConfig({ server: 'not a url' }, {}, root)).toThrow(StudioConfigError);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '192.168.1.4', '::', 'localhost.evil.com', '127.0.0.1.nip.io'].some(isLoopback)).toBe(false);
  });
});
