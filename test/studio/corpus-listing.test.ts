/**
 * The Corpus page at a real bot's volume: pages of a hundred rows, search across text, entities and intents, an
 * intent's own list, and the page of a linked row; unit tests on a tiny view, then the API on a generated corpus of
 * 20 000 utterances (test/studio/support/volume-corpus.ts), whose page must stay under 1.5 MB.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveStudioConfig } from '../../src/studio/config.js';
import type { CorpusFileView } from '../../src/studio/corpus-document.js';
import { listCorpus, listingQuery, listingSearch, pageOfAnchor, PAGE_SIZE } from '../../src/studio/corpus-listing.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio, type Studio } from '../../src/studio/server.js';
import { volumeFile, volumeIntent, volumeUtterance, writeVolumeCorpus } from './support/volume-corpus.js';

const views: CorpusFileView[] = [
  { file: 'corpus/a.yaml', problem: null, outOfScope: null, intents: [
    { index: 0, id: 'book-table', name: 'bookTable', utterances: Array.from({ length: 150 }, (_, j) => (j === 7 ? 'a table for [thai](cuisine) food' : `book a table ${j}`)) },
    { index: 1, id: 'empty', name: 'empty', utterances: [] },
  ] },
  { file: 'corpus/b.yaml', problem: null, outOfScope: ['play some jazz', 'what time is it'], intents: [
    { index: 0, id: 'menu', name: 'menuQuestion', utterances: ['what is on the menu', 'do you have thai curry'] },
  ] },
];
const query = (params: Record<string, string>) => listingQuery(params);

describe('a page of the corpus', () => {
  it('cuts the rows into pages of a hundred, an empty intent counted as one row, the out-of-scope examples last', () => {
    const first = listCorpus(views, [], query({}));
    expect([first.total, first.pages, first.first]).toEqual([155, 2, 1]);
    expect(first.sections).toHaveLength(1);
    expect(first.sections[0]).toMatchObject({ kind: 'intent', intent: { id: 'book-table' } });
    const second = listCorpus(views, [], query({ page: '2' }));
    expect(second.sections.map((s) => (s.kind === 'intent' ? s.intent.id : s.kind))).toEqual(['book-table', 'empty', 'menu', 'outOfScope']);
    expect(second.sections[0]!.kind === 'intent' && second.sections[0]!.rows[0]!.index).toBe(PAGE_SIZE);
    // A page past the last is the last.
    expect(listCorpus(views, [], query({ page: '9' })).query.page).toBe(2);
  });

  it('finds rows by every word of the search, in their text, their annotations\' entities, or their intent\'s id or name', () => {
    const rows = (q: string) => listCorpus(views, [], query({ q })).sections.flatMap((s) => (s.kind === 'problem' ? [] : s.rows.map((r) => r.text)));
    expect(rows('thai')).toEqual(['a table for [thai](cuisine) food', 'do you have thai curry']);
    expect(rows('cuisine')).toEqual(['a table for [thai](cuisine) food']);
    expect(rows('menuquestion thai')).toEqual(['do you have thai curry']);
    expect(rows('JAZZ')).toEqual(['play some jazz']);
    expect(listCorpus(views, [], query({ q: 'empty' })).sections.map((s) => s.kind === 'intent' && s.intent.id)).toEqual(['empty']);
    expect(listCorpus(views, [], query({ q: 'nothing like this' })).total).toBe(0);
  });

  it('shows one intent, the out-of-scope examples, or only the rows with a problem', () => {
    expect(listCorpus(views, [], query({ intent: 'menu' })).total).toBe(2);
    expect(listCorpus(views, [], query({ add: 'menu', text: 'x' })).query.intent).toBe('menu');
    const oos = listCorpus(views, [], query({ oos: '1' }));
    expect(oos.sections.map((s) => s.kind)).toEqual(['outOfScope']);
    const problems = listCorpus(views, [{ file: 'corpus/a.yaml', path: 'intents[0].utterances[120]', message: 'x' }], query({ problems: '1' }));
    expect(problems.total).toBe(1);
    expect(listingSearch(query({ q: 'a b', intent: 'menu', page: '3' }))).toBe('?q=a+b&intent=menu&page=3');
  });

  it('finds the page of a linked row', () => {
    expect(pageOfAnchor(views, 'utterance-book-table-99')).toBe(1);
    expect(pageOfAnchor(views, 'utterance-book-table-100')).toBe(2);
    expect(pageOfAnchor(views, 'intent-menu')).toBe(2);
    expect(pageOfAnchor(views, 'out-of-scope-0-1')).toBe(2);
    expect(pageOfAnchor(views, 'utterance-book-table-150')).toBeNull();
    expect(pageOfAnchor(views, 'utterance-book-table-1x')).toBeNull();
  });
});

describe('the Corpus page of 20 000 utterances', () => {
  let studio: Studio;
  let root: string;
  const host = '127.0.0.1:3100';
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nlu-studio-volume-'));
    expect(writeVolumeCorpus(join(root, 'corpus'))).toBe(20_000);
    studio = await buildStudio(resolveStudioConfig({}, {}, root));
  }, 120_000);
  afterAll(async () => { await studio?.app.close(); });
  const get = (url: string) => studio.app.inject({ method: 'GET', url, headers: { host } });

  it('is a page of a hundred rows, under 1.5 MB, whose listing the API sends a page at a time', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body.length).toBeLessThan(1.5e6);
    expect(page.body.match(/<form class="utterance"/g)).toHaveLength(100);
    expect(page.body).toContain('Rows 1–100 of 20,005.');
    const listing = (await get('/api/corpus/listing?page=200')).json();
    expect([listing.page, listing.pages, listing.total, listing.rows.length]).toEqual([200, 201, 20_005, 100]);
    expect(listing.rows[0]).toEqual({ file: `corpus/${volumeFile(199)}`, intentId: volumeIntent(199).id, index: 0, text: volumeUtterance(199, 0) });
  });

  it('searches across the 20 000: an entity and an intent name narrow to their rows', async () => {
    const { id, name } = volumeIntent(42);
    const listing = (await get(`/api/corpus/listing?q=${encodeURIComponent(`${name} cuisine`)}`)).json();
    // Every third utterance of the intent is annotated with a cuisine.
    expect(listing.total).toBe(33);
    expect(listing.rows.every((r: { intentId: string; text: string }) => r.intentId === id && r.text.includes('](cuisine)'))).toBe(true);
    expect(listing.search).toBe(`?q=${encodeURIComponent(`${name} cuisine`).replace(/%20/g, '+')}`);
  });

  it('opens the page of a linked utterance, and an edit there lands on disk', async () => {
    const { id } = volumeIntent(150);
    const listing = (await get(`/api/corpus/listing?at=utterance-${id}-57`)).json();
    expect(listing.page).toBe(151);
    expect(listing.html).toContain(`id="utterance-${id}-57"`);
    const file = `corpus/${volumeFile(150)}`;
    const expected = volumeUtterance(150, 57);
    const edited = await studio.app.inject({ method: 'PUT', url: '/api/utterances', headers: { host, [CSRF_HEADER]: studio.csrfToken }, payload: { file, intentId: id, index: 57, expected, text: `${expected} please` } });
    expect(edited.statusCode).toBe(200);
    expect(readFileSync(join(root, file), 'utf8')).toContain(`      - ${JSON.stringify(`${expected} please`)}\n`);
    // The next page read shows the edit (the changed file parsed again).
    expect((await get(`/api/corpus/listing?at=utterance-${id}-57`)).json().rows.find((r: { index: number; intentId: string }) => r.intentId === id && r.index === 57).text).toBe(`${expected} please`);
  });
});
