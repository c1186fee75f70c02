import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createReferrer, deleteReferrer, getReferrer, listReferrers } from '../../src/referrer/create.js';
import { REFERRER_ID_PATTERN } from '../../src/referrer/id.js';
import { buildBotLink, LINK_TEMPLATES } from '../../src/referrer/links.js';
import { openReferrerStore } from '../../src/referrer/open-store.js';
import { referrerSchema } from '../../src/referrer/schema.js';
import { flowRequest, textRequest } from './support/fixtures.js';

const store = await openReferrerStore(join(mkdtempSync(join(tmpdir(), 'nlu-create-')), 'r.sqlite'));
afterAll(() => store.close());
const clock = { now: () => 1_700_000_000_000 };

describe('createReferrer', () => {
  it('returns the request fields with every additional field of the spec at its creation value', async () => {
    const created = await createReferrer(store, textRequest(), { clock });
    expect(created).toEqual({
      _id: expect.stringMatching(REFERRER_ID_PATTERN),
      createdById: 'user-42',
      isDeleted: false,
      nm: 'Hello link',
      vars: [],
      aPld: { val: 'Hello! How can I help?', prms: {} },
      createdTime: 1_700_000_000_000,
      updatedTime: 1_700_000_000_000,
      updatedById: null,
      keyVsCustomFieldValue: null,
      tags: null,
    });
    const flow = await createReferrer(store, flowRequest());
    expect(flow.vars[0]).toEqual({
      variableIdentifier: { scope: 'FLOW', key: 'discount' },
      containsDefaultValue: false,
      vTyp: 'DOUBLE',
      value: 12.5,
      id: null,
      customerKey: null,
      removeOnError: false,
    });
    expect(flow.aPld).toEqual({ fId: 'flow-onboarding', prms: {} });
    expect(flow.createdTime).toBe(flow.updatedTime);
    expect(referrerSchema.parse(flow)).toEqual(flow);
  });

  it('makes distinct, URL-safe ids of at least 96 random bits', async () => {
    const made = await Promise.all(Array.from({ length: 300 }, () => createReferrer(store, textRequest())));
    const unique = new Set(made.map((r) => r._id));
    expect(unique.size).toBe(300);
    for (const id of unique) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/); // 22 base64url characters = 132 bits of room, 128 random
      expect(encodeURIComponent(id)).toBe(id);
    }
  });

  it('retries when a generated id collides, and stores nothing for an invalid request', async () => {
    const first = await createReferrer(store, textRequest());
    const ids = [first._id, 'fresh-id-1'];
    const second = await createReferrer(store, textRequest(), { newId: () => ids.shift() ?? 'never' });
    expect(second._id).toBe('fresh-id-1');
    await expect(createReferrer(store, { nm: 1 })).rejects.toMatchObject({ code: 'REFERRER_INVALID' });
  });
});

describe('getReferrer, deleteReferrer, listReferrers', () => {
  it('resolves a created referrer and reports an unknown or malformed id as not found', async () => {
    const created = await createReferrer(store, flowRequest());
    expect(await getReferrer(store, created._id)).toEqual(created);
    await expect(getReferrer(store, 'AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({ code: 'REFERRER_NOT_FOUND' });
    await expect(getReferrer(store, '../etc/passwd')).rejects.toMatchObject({ code: 'REFERRER_NOT_FOUND' });
  });

  it('soft-deletes and pages through a creator’s referrers', async () => {
    const creator = 'lister';
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await createReferrer(store, textRequest({ createdById: creator }), { clock: { now: () => 1000 + i } }));
    const deleted = await deleteReferrer(store, made[0]!._id, 'admin', { now: () => 5000 });
    expect(deleted).toMatchObject({ isDeleted: true, updatedById: 'admin', updatedTime: 5000 });
    const page1 = await listReferrers(store, creator, { limit: 3 });
    expect(page1.items.map((r) => r._id)).toEqual(made.slice(1, 4).map((r) => r._id));
    const page2 = await listReferrers(store, creator, { limit: 3, after: page1.next! });
    expect(page2).toEqual({ items: [made[4]], next: null });
    await expect(listReferrers(store, creator, { limit: 0 })).rejects.toMatchObject({ code: 'REFERRER_INVALID' });
    await expect(listReferrers(store, creator, { after: 'garbage' })).rejects.toMatchObject({ code: 'REFERRER_INVALID' });
  });
});

describe('buildBotLink', () => {
  it('fills the ref into Telegram and Messenger templates', () => {
    expect(buildBotLink(LINK_TEMPLATES.telegram('shop_bot'), 'abc_-1')).toBe('https://t.me/shop_bot?start=abc_-1');
    expect(buildBotLink('https://m.me/shop?ref={ref}', 'Zz9')).toBe('https://m.me/shop?ref=Zz9');
  });

  it('rejects a template without {ref} and a ref that is not id-shaped', () => {
    expect(() => buildBotLink('https://t.me/bot', 'abc')).toThrow(expect.objectContaining({ code: 'REFERRER_INVALID' }));
    expect(() => buildBotLink('https://t.me/bot?start={ref}', 'a b')).toThrow(expect.objectContaining({ code: 'REFERRER_INVALID' }));
  });
});
