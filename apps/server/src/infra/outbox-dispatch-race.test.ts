import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Db } from '@/db/client.js';
import { outbox } from '@/db/schema/index.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { secondAppInstance } from '@/testing/second-app-instance.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { createOutboxDelivery } from './outbox-delivery.js';
import type { DeliveryProvider } from './outbox-provider.js';

// Two processes dispatch the outbox at once, each through its own connections.
// Only PostgreSQL can show it: PGlite has one connection, so its statements
// never overlap and the claim's row locks are never put to the test.

let a: TestApp;
let b: Awaited<ReturnType<typeof secondAppInstance>>;
beforeAll(async () => {
  a = await createTestApp();
  b = await secondAppInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A dispatcher on `db` whose provider is slow and notes every message it is handed. */
const dispatcherOn = (db: Db, handed: string[]) => {
  const provider: DeliveryProvider = {
    keepsText: false,
    deliver: async (row) => {
      handed.push(row.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { outcome: 'accepted' };
    },
  };
  return createOutboxDelivery({ db, log: quiet, providers: { email: provider, sms: provider } });
};

describe('two dispatchers on one PostgreSQL database', () => {
  itRacesOnPostgres('hand each due message to a provider once', async () => {
    const due = new Date(Date.now() - 1_000);
    const rows = await a.db
      .insert(outbox)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          channel: 'email' as const,
          recipient: `race-${i}@example.com`,
          subject: 'Race',
          body: 'x',
          status: 'queued' as const,
          attempts: 1,
          nextAttemptAt: due,
        })),
      )
      .returning({ id: outbox.id });
    const ids = rows.map((r) => r.id);
    const handed: string[] = [];
    const first = dispatcherOn(a.db, handed);
    const second = dispatcherOn(b.db, handed);
    // Each pass takes up to 50; several rounds at once, from both sides.
    for (let round = 0; round < 4; round++)
      await Promise.all([first.dispatchDue(), second.dispatchDue(), first.dispatchDue()]);

    const mine = handed.filter((id) => ids.includes(id));
    expect(mine.sort()).toEqual([...ids].sort());
    const states = await a.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(inArray(outbox.id, ids));
    expect(states.every((s) => s.status === 'sent')).toBe(true);
  });
});
