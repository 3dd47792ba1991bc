// The baseline for the order API bench: a bare Fastify route doing one insert into
// the same database the app uses (PGlite under DATA_DIR, or DATABASE_URL), so the
// order figures read as a ratio to what this machine and database can do at all.
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
  const db = await PGlite.create(process.env.DATA_DIR ?? './data/pgdata');
  query = (sql, params) => db.query(sql, params);
  close = () => db.close();
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
