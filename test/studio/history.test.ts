/** The studio's history: every change undoable, the last of each file first; the files stay the source of truth. */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveStudioConfig } from '../../src/studio/config.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio, type Studio } from '../../src/studio/server.js';

const open: Studio[] = [];
afterEach(async () => { await Promise.all(open.splice(0).map((s) => s.app.close())); });
const host = '127.0.0.1:3100';

async function studio(root: string) {
  const built = await buildStudio(resolveStudioConfig({}, {}, root));
  open.push(built);
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) => built.app.inject({ method, url, headers: { host, [CSRF_HEADER]: built.csrfToken }, payload });
  const history = async () => (await built.app.inject({ method: 'GET', url: '/api/history', headers: { host } })).json().changes as Array<{ id: number; label: string; files: Array<{ file: string }>; undoable: boolean; why: string | null }>;
  const undo = (id: number) => send('POST', '/api/history/undo', { id });
  return { ...built, send, history, undo };
}

function project() {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-history-'));
  cpSync('corpus', join(root, 'corpus'), { recursive: true });
  const read = (file: string) => readFileSync(join(root, 'corpus', file), 'utf8');
  return { root, read };
}

describe('the studio\'s history', () => {
  it('undoes the delete of an intent whose own file it removed: one change, the file back byte for byte', async () => {
    const { root, read } = project();
    const s = await studio(root);
    const original = read('intents/thanks.yaml');
    expect((await s.send('DELETE', '/api/intents', { file: 'corpus/intents/thanks.yaml', intentId: 'thanks' })).statusCode).toBe(200);
    expect(existsSync(join(root, 'corpus/intents/thanks.yaml'))).toBe(false);
    const [last] = await s.history();
    expect([last!.label, last!.files.map((f) => f.file), last!.undoable]).toEqual(['Deleted the intent thanks', ['corpus/intents/thanks.yaml'], true]);
    expect((await s.undo(last!.id)).statusCode).toBe(200);
    expect(read('intents/thanks.yaml')).toBe(original);
  });

  it('undoes changes one by one, the last of each file first, back to the files as they were', async () => {
    const { root, read } = project();
    const s = await studio(root);
    const [status, shipping] = [read('intents/order-status.yaml'), read('intents/shipping-info.yaml')];
    expect((await s.send('POST', '/api/utterances', { file: 'corpus/intents/order-status.yaml', intentId: 'order-status', text: 'where has my parcel gone' })).statusCode).toBe(200);
    const afterAdd = read('intents/order-status.yaml');
    expect((await s.send('POST', '/api/utterances/move', { from: { file: 'corpus/intents/order-status.yaml', intentId: 'order-status', index: 0, expected: 'where is my order [784512](orderNumber)' }, to: { file: 'corpus/intents/shipping-info.yaml', intentId: 'shipping-info' } })).statusCode).toBe(200);
    expect((await s.send('DELETE', '/api/utterances', { file: 'corpus/intents/order-status.yaml', intentId: 'order-status', index: 0, expected: 'status of order [A93817](orderNumber)' })).statusCode).toBe(200);
    const afterDelete = read('intents/order-status.yaml');

    const rows = await s.history();
    expect(rows.map((r) => [r.label, r.files.map((f) => f.file), r.undoable])).toEqual([
      ['Deleted "status of order [A93817](orderNumber)" from order-status', ['corpus/intents/order-status.yaml'], true],
      ['Moved "where is my order [784512](orderNumber)" to shipping-info', ['corpus/intents/shipping-info.yaml', 'corpus/intents/order-status.yaml'], false],
      ['Added "where has my parcel gone" to order-status', ['corpus/intents/order-status.yaml'], false],
    ]);
    expect(rows[1]!.why).toBe('undo the later change to corpus/intents/order-status.yaml first ("Deleted "status of order [A93817](orderNumber)" from order-status")');
    // The page's bar offers the last change.
    expect((await s.app.inject({ method: 'GET', url: '/entities', headers: { host } })).body).toContain(`Last change: Deleted &quot;status of order [A93817](orderNumber)&quot; from order-status`);

    // Out of turn: refused, saying why; nothing written.
    const early = await s.undo(rows[2]!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/^expected the files of "Added "where has my parcel gone" to order-status" as it left them, found otherwise: undo the later change to corpus\/intents\/order-status.yaml first/);
    expect(read('intents/order-status.yaml')).toBe(afterDelete);

    // In turn: each undo gives back the files byte for byte.
    expect((await s.undo(rows[0]!.id)).json()).toMatchObject({ label: 'Deleted "status of order [A93817](orderNumber)" from order-status' });
    expect((await s.undo(rows[1]!.id)).statusCode).toBe(200);
    expect([read('intents/order-status.yaml'), read('intents/shipping-info.yaml')]).toEqual([afterAdd, shipping]);
    expect((await s.undo(rows[1]!.id)).statusCode).toBe(409); // already undone
    expect((await s.undo(rows[2]!.id)).statusCode).toBe(200);
    expect(read('intents/order-status.yaml')).toBe(status);
    expect(await s.history()).toEqual([]);
  });

  it('never overwrites a file changed since by another program; a new file is removed by its undo; a restarted studio still undoes', async () => {
    const { root, read } = project();
    const s = await studio(root);
    expect((await s.send('POST', '/api/intents', { file: null, id: 'gift-cards', name: 'giftCards', text: 'do you sell gift cards' })).statusCode).toBe(200);
    expect((await s.send('POST', '/api/utterances', { file: 'corpus/intents/thanks.yaml', intentId: 'thanks', text: 'much obliged' })).statusCode).toBe(200);
    // An editor changes thanks.yaml: its change cannot be undone any more.
    writeFileSync(join(root, 'corpus/intents/thanks.yaml'), `${read('intents/thanks.yaml')}      - cheers mate\n`);
    const [thanks, gift] = await s.history();
    expect(thanks).toMatchObject({ undoable: false, why: 'corpus/intents/thanks.yaml was changed since by another program (an editor, git)' });
    expect((await s.undo(thanks!.id)).statusCode).toBe(409);
    expect(read('intents/thanks.yaml')).toMatch(/cheers mate\n$/);
    await s.app.close();
    open.splice(0);

    // A new studio on the project: the history is on disk.
    const again = await studio(root);
    expect((await again.history()).map((r) => r.label)).toEqual(['Added "much obliged" to thanks', 'Added the intent gift-cards']);
    expect((await again.undo(gift!.id)).statusCode).toBe(200);
    expect(existsSync(join(root, 'corpus/intents/gift-cards.yaml'))).toBe(false);
  });

  it('a history folder linking out of the project never fails a change: it is kept in memory, and the page says why', async () => {
    const { root, read } = project();
    const outside = mkdtempSync(join(tmpdir(), 'nlu-studio-history-outside-'));
    mkdirSync(join(root, '.nlu-studio'), { recursive: true });
    symlinkSync(outside, join(root, '.nlu-studio', 'history'));
    const s = await studio(root);
    const before = read('intents/thanks.yaml');
    expect((await s.send('POST', '/api/utterances', { file: 'corpus/intents/thanks.yaml', intentId: 'thanks', text: 'much obliged' })).statusCode).toBe(200);
    expect(readdirSync(outside)).toEqual([]);
    expect((await s.app.inject({ method: 'GET', url: '/history', headers: { host } })).body).toMatch(/<p class="problem" role="alert">the history is not written to \.nlu-studio\/history \(expected the studio history folder inside the project folder/);
    const [change] = await s.history();
    expect((await s.undo(change!.id)).statusCode).toBe(200);
    expect(read('intents/thanks.yaml')).toBe(before);
  });
});
