import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from '@/db/client.js';
import { openPg } from '@/db/open-pg.js';
import { migrateDatabase } from '@/db/migrate.js';
import { seedDemo } from '@/db/seed/seed-demo.js';

/** Days of history in the test template: enough for lists and reports, quick to copy. */
export const TEST_SEED_DAYS = 3;

/** One per test run, so two runs at once (two developers' terminals) never read each other's half-written dump. */
export const templateDumpPath = path.resolve(
  import.meta.dirname,
  `../../../../.tmp/test-template-${process.pid}.tar.gz`,
);

const adminUrl = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Migrates and seeds one PGlite, then dumps it so every test file starts from a copy (initdb is slow). */
export const buildPgliteTemplate = async (): Promise<string> => {
  const handle = openPglite(await PGlite.create());
  await migrateDatabase(handle);
  await seedDemo(handle.db, { days: TEST_SEED_DAYS });
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await handle.client.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(templateDumpPath), { recursive: true });
  fs.writeFileSync(templateDumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return templateDumpPath;
};

/** On PostgreSQL the template is a database; CREATE DATABASE ... TEMPLATE copies it per test file. */
export const buildPgTemplate = async (
  url: string,
): Promise<{ name: string; drop(): Promise<void> }> => {
  const name = `opentill_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const handle = openPg(adminUrl(url, name), 2);
  await migrateDatabase(handle);
  await seedDemo(handle.db, { days: TEST_SEED_DAYS });
  await handle.close();
  return {
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

export const createPgCopy = async (url: string, template: string) => {
  const name = `opentill_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const handle = openPg(adminUrl(url, name), 4);
  return {
    handle,
    drop: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

export const openPgliteCopy = async (dumpPath: string) => {
  const blob = new Blob([fs.readFileSync(dumpPath)]);
  return openPglite(await PGlite.create({ loadDataDir: blob }));
};
