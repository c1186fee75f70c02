/** The one contract every ReferrerStore backend passes (SQLite and PostgreSQL both run it). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferrer, createReferrer, deleteReferrer, getReferrer, listReferrers } from '../../src/referrer/create.js';
import { newReferrerId } from '../../src/referrer/id.js';
import { referrerSchema, type Referrer } from '../../src/referrer/schema.js';
import type { ReferrerStore } from '../../src/referrer/store.js';
import { validateReferrerInput } from '../../src/referrer/validate.js';
import { flowRequest, textRequest } from './support/fixtures.js';

export interface StoreHarness {
  open(): Promise<ReferrerStore>;
  cleanup(): Promise<void>;
}

function sample(request: Record<string, unknown>, time: number, id = newReferrerId()): Referrer {
  return buildReferrer(validateReferrerInput(request), id, time);
}

export function runStoreContract(name: string, harness: () => StoreHarness): void {
  describe(`ReferrerStore contract: ${name}`, () => {
    let h: StoreHarness;
    let store: ReferrerStore;

    beforeAll(async () => {
      h = harness();
      store = await h.open();
    });
    afterAll(async () => {
      await store?.close();
      await h?.cleanup();
    });

    it('returns an inserted referrer exactly, with every spec field', async () => {
      const referrer = sample(flowRequest(), 1_700_000_000_123);
      await store.insert(referrer);
      const read = await store.get(referrer._id);
      expect(read).toEqual(referrer);
      expect(referrerSchema.parse(read)).toEqual(referrer);
    });

    it('keeps free-text payloads, unicode and number values as given', async () => {
      const referrer = sample(
        flowRequest({
          vars: [
            { variableIdentifier: { scope: 'FLOW', key: 'n' }, vTyp: 'DOUBLE', value: -0.000123 },
            { variableIdentifier: { scope: 'FLOW', key: 'big' }, vTyp: 'DOUBLE', value: 1e21 },
            { variableIdentifier: { scope: 'FLOW', key: 's' }, vTyp: 'STRING', value: 'a\u0000b "q" \\ 日本語' },
          ],
          aPld: { val: 'Hi 👋' },
        }),
        Date.now(),
      );
      await store.insert(referrer);
      expect(await store.get(referrer._id)).toEqual(referrer);
    });

    it('answers a ping while open (what /readyz asks)', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('answers undefined for an unknown id', async () => {
      expect(await store.get(newReferrerId())).toBeUndefined();
    });

    it('refuses a second insert with the same id and keeps the first', async () => {
      const first = sample(textRequest(), 1);
      await store.insert(first);
      await expect(store.insert(sample(textRequest({ nm: 'other' }), 2, first._id))).rejects.toMatchObject({ code: 'REFERRER_ID_CONFLICT' });
      expect(await store.get(first._id)).toEqual(first);
    });

    it('soft-deletes: keeps the record, sets isDeleted, updatedTime and updatedById', async () => {
      const referrer = sample(textRequest(), 1000);
      await store.insert(referrer);
      const deleted = await store.markDeleted(referrer._id, 'admin-1', 2000);
      expect(deleted).toEqual({ ...referrer, isDeleted: true, updatedTime: 2000, updatedById: 'admin-1' });
      expect(await store.get(referrer._id)).toEqual(deleted);
      expect(await store.markDeleted(newReferrerId(), null, 3000)).toBeUndefined();
    });

    it('lists a creator’s live referrers oldest first, in pages, without deleted ones unless asked', async () => {
      const creator = `creator-${newReferrerId()}`;
      const made: Referrer[] = [];
      for (let i = 0; i < 7; i += 1) made.push(sample(textRequest({ createdById: creator, nm: `n${i}` }), 5000 + Math.floor(i / 2)));
      for (const referrer of made) await store.insert(referrer);
      await store.markDeleted(made[3]!._id, null, 9999);
      const expected = made
        .filter((_, i) => i !== 3)
        .sort((a, b) => a.createdTime - b.createdTime || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
        .map((r) => r._id);

      const seen: string[] = [];
      let after: { createdTime: number; id: string } | undefined;
      for (let page = 0; page < 10; page += 1) {
        const rows = await store.listByCreator(creator, { limit: 2, ...(after ? { after } : {}) });
        if (rows.length === 0) break;
        seen.push(...rows.map((r) => r._id));
        const last = rows[rows.length - 1]!;
        after = { createdTime: last.createdTime, id: last._id };
      }
      expect(seen).toEqual(expected);
      expect(await store.listByCreator(creator, { limit: 100, includeDeleted: true })).toHaveLength(7);
      expect(await store.listByCreator('nobody', { limit: 10 })).toEqual([]);
    });

    // What a hostile client can send (issue 15): one behaviour on every backend, never a store failure.
    // Identifiers live in indexed text columns, which cannot hold NUL (PostgreSQL) nor an unpaired
    // surrogate (stored as U+FFFD, differently per backend): the operations refuse them with the path.
    it('refuses NUL and unpaired surrogates in identifiers with REFERRER_INVALID naming the field', async () => {
      const refused = async (work: Promise<unknown>, path: string) => {
        const error = await work.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toMatchObject({ code: 'REFERRER_INVALID', issues: [{ path, message: expect.stringMatching(/^expected text without NUL characters \(U\+0000\) or unpaired surrogates, found "/) }] });
      };
      for (const bad of ['u\u0000', '\u0000', 'u\ud800', '\udc00x']) {
        await refused(createReferrer(store, textRequest({ createdById: bad })), 'createdById');
        await refused(listReferrers(store, bad), 'createdById');
        const made = await createReferrer(store, textRequest());
        await refused(deleteReferrer(store, made._id, bad), 'updatedById');
        expect(await store.get(made._id)).toEqual(made);
      }
    });

    it('keeps NUL and unpaired surrogates in free text exactly', async () => {
      for (const odd of ['a\u0000b', '\u0000', 'x\ud800y', '\udc00']) {
        const made = await createReferrer(
          store,
          flowRequest({ nm: odd, vars: [{ variableIdentifier: { scope: 'FLOW', key: odd }, vTyp: 'STRING', value: odd }], aPld: { fId: odd } }),
        );
        expect(await getReferrer(store, made._id)).toEqual(made);
        const text = await createReferrer(store, textRequest({ aPld: { val: odd } }));
        expect(await getReferrer(store, text._id)).toEqual(text);
      }
    });

    it('stores 200 concurrent inserts, every one readable', async () => {
      const many = Array.from({ length: 200 }, (_, i) => sample(flowRequest({ nm: `c${i}` }), 10_000 + i));
      await Promise.all(many.map((r) => store.insert(r)));
      const read = await Promise.all(many.map((r) => store.get(r._id)));
      expect(read).toEqual(many);
    });

    it('keeps records across close and reopen', async () => {
      const referrer = sample(flowRequest(), 42);
      await store.insert(referrer);
      await store.close();
      store = await h.open();
      expect(await store.get(referrer._id)).toEqual(referrer);
    });
  });
}
