import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { newIdempotencyKey, orderBody, ownerSession } from './api-client.js';

// Only in project cluster-pgbouncer: the three processes' pools go through PgBouncer in
// transaction mode, and what needs a session of its own does not.

const cluster = inject('cluster');

const query = async <T extends pg.QueryResultRow>(
  config: pg.ClientConfig,
  text: string,
): Promise<T[]> => {
  const client = new pg.Client(config);
  await client.connect();
  try {
    // No parameters, so the simple protocol, the only one PgBouncer's console answers.
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
};

const poolerUrl = () => {
  if (!cluster.poolerUrl) throw new Error('this file runs only behind PgBouncer');
  return cluster.poolerUrl;
};

describe('behind PgBouncer in transaction mode', () => {
  it('has every process’s pool connected through PgBouncer', async () => {
    const console = new URL(poolerUrl());
    const database = console.pathname.slice(1);
    console.pathname = '/pgbouncer';
    const clients = await query<{ database: string }>(
      { connectionString: console.toString() },
      'SHOW CLIENTS',
    );
    expect(clients.filter((c) => c.database === database).length).toBeGreaterThanOrEqual(3);
  });

  it('takes the pool’s jit=off startup option and keeps JIT off on its connections', async () => {
    const rows = await query<{ jit: string }>(
      { connectionString: poolerUrl(), options: '-c jit=off' },
      'SHOW jit',
    );
    expect(rows).toEqual([{ jit: 'off' }]);
  });

  it('left no migration lock behind when the three processes migrated through it', async () => {
    const locks = await query<{ n: number }>(
      { connectionString: cluster.databaseUrl },
      `select count(*)::int as n from pg_locks where locktype = 'advisory'
         and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(locks).toEqual([{ n: 0 }]);
  });

  it('takes orders on every process at once: nothing relies on a statement prepared on one connection', async () => {
    // PgBouncer hands each transaction to whichever server connection is free, so a statement
    // named on one is missing on the next (DATABASE_PREPARED_STATEMENTS=off here).
    const owner = await ownerSession(cluster.url);
    const notes = `pooled ${randomUUID()}`;
    const body = await orderBody(owner, notes);
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all(
        cluster.servers.flatMap((server) =>
          Array.from({ length: 6 }, () =>
            owner.call('POST', 'orders/orders/', {
              body,
              headers: newIdempotencyKey(),
              base: server.url,
            }),
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    }
  });
});
