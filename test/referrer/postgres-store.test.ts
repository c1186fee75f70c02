import { describe, expect, it } from 'vitest';
import { PostgresReferrerStore } from '../../src/referrer/stores/postgres-store.js';
import { runStoreContract } from './store-contract.js';
import { dropSchema, uniqueSchema } from './support/pg-schema.js';
import { serviceUrl } from './support/services.js';

const url = serviceUrl('NLU_TEST_PG_URL', 'PostgreSQL referrer store');

describe.skipIf(!url)('PostgreSQL referrer store', () => {
  const schema = uniqueSchema();
  runStoreContract('PostgreSQL', () => ({
    open: () => PostgresReferrerStore.open({ connectionString: url!, schema }),
    cleanup: () => dropSchema(url!, schema),
  }));

  it('migrates safely when several instances start at once', async () => {
    const shared = uniqueSchema();
    try {
      const stores = await Promise.all(Array.from({ length: 4 }, () => PostgresReferrerStore.open({ connectionString: url!, schema: shared })));
      await Promise.all(stores.map((s) => s.close()));
    } finally {
      await dropSchema(url!, shared);
    }
  });

  it('rejects a schema name that is not a plain identifier', async () => {
    await expect(PostgresReferrerStore.open({ connectionString: url!, schema: 'x; DROP TABLE y' })).rejects.toMatchObject({ code: 'REFERRER_STORE_CONFIG' });
  });

  it('reports an unreachable server as a store error', async () => {
    await expect(PostgresReferrerStore.open({ connectionString: 'postgres://nobody:x@127.0.0.1:1/none' })).rejects.toMatchObject({ code: 'REFERRER_STORE_FAILED' });
  });
});
