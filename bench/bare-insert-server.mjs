// The baseline for the order API bench: a bare Fastify route doing one insert into
// the same database the app uses (DATABASE_URL, or the PGlite cluster the app keeps
// in DATA_DIR/pgdata), so the order figures read as a ratio to what this machine and
// database can do at all. It refuses a database without the app's tables, so it can
// never measure a fresh, empty cluster by mistake.
import path from 'node:path';
import Fastify from 'fastify';

const url = process.env.DATABASE_URL ?? '';
/** @type {(sql: string, params?: unknown[]) => Promise<unknown>} */
let query;
/** @type {() => Promise<void>} */
let close;
if (url !== '') {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  query = (sql, params) => pool.query(sql, params);
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  // The app's own path (apps/server/src/db/client.ts: `${dataDir}/pgdata`, DATA_DIR
  // defaulting to ./data). The app must be stopped: PGlite allows one process.
  const db = await PGlite.create(
    path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'pgdata'),
  );
  query = (sql, params) => db.query(sql, params);
  close = () => db.close();
}
const seeded = /** @type {{ rows: { orders: string | null }[] }} */ (
  await query(`select to_regclass('public.orders')::text as orders`)
);
if (!seeded.rows[0]?.orders) {
  console.error('bare-insert-server: no orders table here; this is not the app database');
  process.exit(1);
}
await query(
  `create table if not exists bench_baseline (
     id uuid primary key default gen_random_uuid(),
     client_id uuid not null,
     amount_pence integer not null,
     created_at timestamptz not null default now())`,
);

const app = Fastify();
const clientId = '00000000-0000-4000-8000-000000000001';
app.post('/insert', async (request) => {
  const { amount } = /** @type {{ amount: number }} */ (request.body);
  await query('insert into bench_baseline (client_id, amount_pence) values ($1, $2)', [
    clientId,
    amount,
  ]);
  return { ok: true };
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 19_900), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await query('drop table if exists bench_baseline');
  await close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
