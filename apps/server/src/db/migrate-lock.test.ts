import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { itRacesOnPostgres, onPostgres } from '@/testing/postgres-only.js';
import type { DatabaseHandle } from './client.js';
import { MIGRATION_LOCK_KEY, migrateDatabase } from './migrate.js';
import { migrationsFolder } from './migrations-folder.js';
import { openPg } from './open-pg.js';

// Many processes start at once on one empty database (issue 18): they take turns at
// migrating under a lock that lives in a transaction, so it also holds behind PgBouncer.

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `opentill_mig_${process.pid}`;
const urlOf = (database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
const handles: DatabaseHandle[] = [];
const open = () => {
  const handle = openPg(urlOf(name), 3);
  handles.push(handle);
  return handle;
};
const admin = () => new pg.Client({ connectionString: serverUrl });

beforeAll(async () => {
  if (!onPostgres) return;
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  if (!onPostgres) return;
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

const committedMigrations = () =>
  (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

describe('migrating from many processes at once', () => {
  itRacesOnPostgres(
    'waits for the lock, then every process starts on one migrated database',
    async () => {
      // Someone else (a process migrating) holds the lock: nobody migrates until it is given back.
      const holder = new pg.Client({ connectionString: urlOf(name) });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      let finished = 0;
      const runs = [open(), open(), open()].map((handle) =>
        migrateDatabase(handle).then(() => void finished++),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(finished).toBe(0);
      await holder.query('ROLLBACK');
      await holder.end();

      await Promise.all(runs);
      const check = new pg.Client({ connectionString: urlOf(name) });
      await check.connect();
      const applied = await check.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      // Given back by every process: no advisory lock is left on the database.
      const locks = await check.query(
        `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
       where l.locktype = 'advisory' and d.datname = $1`,
        [name],
      );
      await check.end();
      expect(applied.rows[0]).toEqual({ n: committedMigrations() });
      expect(locks.rows[0]).toEqual({ n: 0 });
    },
  );
});
