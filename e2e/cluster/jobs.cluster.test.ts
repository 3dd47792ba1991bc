import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The in-process jobs run under a lease (infra/jobs/job-lease.ts): every process ticks, one
// holds the lease and runs the job. Queued mail is the job's work that can be counted: with
// three dispatchers, each message goes to the provider once (the local provider writes a
// "mail held in outbox" line to its process's log) and its row ends `sent` after one try.

const cluster = inject('cluster');
const db = new pg.Client({ connectionString: cluster.databaseUrl });
beforeAll(() => db.connect());
afterAll(() => db.end());

const MESSAGES = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type OutboxRow = { recipient: string; status: string; attempts: number };

describe('jobs under a lease, with three processes', () => {
  it('sends each queued mail once, from one process', async () => {
    const run = randomUUID();
    const recipients = Array.from({ length: MESSAGES }, (_, i) => `job-${i}-${run}@example.com`);
    // Queued as a failed first try leaves a message: due now, for the dispatcher alone.
    await db.query(
      `insert into outbox (channel, recipient, subject, body, status, attempts, next_attempt_at)
       select 'email', r, 'Cluster test', 'Sent once, whichever process sends it.', 'queued', 0, now()
       from unnest($1::text[]) as r`,
      [recipients],
    );
    const rows = async () =>
      (
        await db.query<OutboxRow>(
          'select recipient, status, attempts from outbox where recipient = any($1) order by recipient',
          [recipients],
        )
      ).rows;
    // The dispatcher ticks every 5 s (OUTBOX_DISPATCH_EVERY_MS).
    const deadline = Date.now() + 20_000;
    while ((await rows()).some((row) => row.status !== 'sent') && Date.now() < deadline)
      await sleep(250);
    expect(await rows()).toEqual(
      [...recipients].sort().map((recipient) => ({ recipient, status: 'sent', attempts: 1 })),
    );

    // The provider was asked once per message, all three logs together.
    const held = cluster.servers.flatMap((server) =>
      fs
        .readFileSync(server.logFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes('mail held in outbox') && line.includes(run))
        .map((line) => ({ server: server.name, to: (JSON.parse(line) as { to: string }).to })),
    );
    expect(held.map((h) => h.to).sort()).toEqual([...recipients].sort());

    // One process holds the dispatcher's lease and did the sending.
    const lease = await db.query<{ holder: string }>(
      `select holder from job_leases where name = 'outbox.dispatch'`,
    );
    expect(lease.rows).toHaveLength(1);
    expect(new Set(held.map((h) => h.server)).size).toBe(1);
  });
});
