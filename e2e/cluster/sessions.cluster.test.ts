import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, openSession, ownerSession } from './api-client.js';

// Each process keeps who a session is for a few seconds (principal-cache.ts). A change made
// through one process, or in the database by hand, must reach every other process's memory
// at once (triggers NOTIFY, each process's LISTEN hears), not when its 5 s run out.

const cluster = inject('cluster');
const db = new pg.Client({ connectionString: cluster.databaseUrl });
beforeAll(() => db.connect());
afterAll(() => db.end());

const STAFF = 'staff@example.com';
/** Well inside the processes' 5 s: only a notification explains a change seen this soon. */
const SOON_MS = 1500;

const statusAt = async (base: string, headers: Record<string, string>) =>
  (await fetch(`${base}/api/users/me/`, { headers })).status;

/** Until every process answers `status` to these credentials; fails after SOON_MS. */
const everyProcessAnswers = async (headers: Record<string, string>, status: number) => {
  const started = Date.now();
  for (;;) {
    const seen = await Promise.all(cluster.servers.map((server) => statusAt(server.url, headers)));
    if (seen.every((s) => s === status)) return;
    if (Date.now() - started > SOON_MS) expect(seen).toEqual(seen.map(() => status));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('who a session is, across processes', () => {
  it('ends a session on every process the moment it logs out on one', async () => {
    const [first] = cluster.servers;
    if (!first) throw new Error('the cluster has no process');
    const owner = await ownerSession(cluster.url);
    const credentials = owner.headers();
    // Each process has now looked the session up, and keeps it.
    await everyProcessAnswers(credentials, 200);
    const out = await owner.call('POST', 'logout/', { base: first.url });
    expect(out.status).toBe(204);
    await everyProcessAnswers(credentials, 401);
  });

  it('shuts a user out of every process within moments of being deactivated in the database', async () => {
    const staff = await openSession(cluster.url);
    expect((await staff.logIn(STAFF, DEMO_PASSWORD)).status).toBe(200);
    const credentials = staff.headers();
    await everyProcessAnswers(credentials, 200);
    await db.query('update users set is_active = false where email = $1', [STAFF]);
    try {
      await everyProcessAnswers(credentials, 401);
    } finally {
      await db.query('update users set is_active = true where email = $1', [STAFF]);
    }
  });
});
