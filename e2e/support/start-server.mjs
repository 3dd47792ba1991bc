// The journeys' server: a fresh embedded database seeded like a first start (and the
// bench merchant's 5,000 products), a local SMTP receiver and SMS provider standing in for the real ones, the card
// terminal simulator, then the built app.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startMailbox } from './mailbox.mjs';
import { startSmsInbox } from './sms-inbox.mjs';
import { E2E_TERMINAL, startTerminal } from './terminal.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const tmp = path.join(root, '.tmp');
const dataDir = path.join(tmp, 'e2e-data');
const port = process.env.E2E_PORT ?? '8190';
fs.rmSync(dataDir, { recursive: true, force: true });

const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
const seeded = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/dist/seed.js'), '--days', '14'],
  { env, stdio: 'inherit' },
);
if (seeded.status !== 0) throw new Error(`seeding the journeys database failed (${seeded.status})`);

// The bench merchant (bench-shop, owner@bench.example, cashier Bench) with 5,000 products,
// for the search journey (till-search.spec.ts); from source, as `npm run bench` seeds it.
const benchSeeded = spawnSync(
  path.join(root, 'node_modules/.bin/tsx'),
  ['src/db/seed/seed-bench-cli.ts', '--products', '5000'],
  { cwd: path.join(root, 'apps/server'), env, stdio: 'inherit' },
);
if (benchSeeded.status !== 0) throw new Error('seeding the 5,000-product bench merchant failed');

// What Home must show, read straight from the database before the server holds it.
const db = await PGlite.create(path.join(dataDir, 'pgdata'));
const { rows } = await db.query(`
  select c.identifier,
    count(*) filter (where o.status = 'requested')::int as requested_count,
    count(*) filter (where o.status = 'ready' and o.deliver_to in ('collection', 'click_and_collect'))::int as to_collect_count,
    count(*) filter (where o.status = 'ready' and o.deliver_to in ('delivery', 'home_delivery'))::int as to_deliver_count
  from clients c left join orders o on o.client_id = c.id group by c.identifier`);
// Corner Café's listed terminal is the simulator the journeys start below (Devices, issue 14).
await db.query(`update devices set address = $1 where serial_number = $2`, [
  `http://127.0.0.1:${E2E_TERMINAL.port}`,
  E2E_TERMINAL.serial,
]);
await db.close();
fs.writeFileSync(path.join(tmp, 'e2e-expected-counts.json'), JSON.stringify(rows));

const mailPort = await startMailbox(path.join(tmp, 'e2e-mailbox'));
const smsPort = await startSmsInbox(path.join(tmp, 'e2e-sms'));
await startTerminal();
Object.assign(process.env, env, {
  PORT: port,
  SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
  SMS_PROVIDER_URL: `http://127.0.0.1:${smsPort}/`,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});
await import(path.join(root, 'apps/server/dist/main.js'));
