import { describe, expect, it } from 'vitest';
import { PostgresTrafficStore } from '../../src/traffic/stores/postgres-traffic-store.js';
import { dropSchema, uniqueSchema } from '../referrer/support/pg-schema.js';
import { serviceUrl } from '../referrer/support/services.js';
import { runTrafficStoreContract } from './store-contract.js';

const url = serviceUrl('NLU_TEST_PG_URL', 'PostgreSQL traffic store');

describe.skipIf(!url)('PostgreSQL traffic store', () => {
  const schemas: string[] = [];
  runTrafficStoreContract('PostgreSQL', () => ({
    open: () => {
      const schema = uniqueSchema('nlu_traffic');
      schemas.push(schema);
      return PostgresTrafficStore.open({ connectionString: url!, schema });
    },
    cleanup: async () => {
      for (const schema of schemas) await dropSchema(url!, schema);
    },
  }));

  it('migrates safely when several instances start at once', async () => {
    const shared = uniqueSchema('nlu_traffic');
    try {
      const stores = await Promise.all(Array.from({ length: 4 }, () => PostgresTrafficStore.open({ connectionString: url!, schema: shared })));
      await Promise.all(stores.map((s) => s.close()));
    } finally {
      await dropSchema(url!, shared);
    }
  });

  it('rejects a schema name that is not a plain identifier', async () => {
    await expect(PostgresTrafficStore.open({ connectionString: url!, schema: 'x; DROP TABLE y' })).rejects.toMatchObject({ code: 'TRAFFIC_STORE_CONFIG' });
  });

  it('reports an unreachable server as a store error', async () => {
    await expect(PostgresTrafficStore.open({ connectionString: 'postgres://nobody:x@127.0.0.1:1/none' })).rejects.toMatchObject({ code: 'TRAFFIC_STORE_FAILED' });
  });
});
