import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { clients } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { cornerCafeId, journalOf } from '@/testing/journal-fixtures.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { appendJournal } from './journal.service.js';
import { verifyJournal } from './verify-journal.service.js';

// One merchant's journal under concurrent appends: seq 1, 2, 3 … with no gap and no
// duplicate, each entry chained to the one before.

const PAYS = 40;
const APPENDS = 200;

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  clientId = await cornerCafeId(t.db);
  // A VAT-registered merchant's pays already take turns on its receipt number; without
  // one, nothing but the journal stands between two pays at once.
  await t.db.update(clients).set({ vatRegistered: false }).where(eq(clients.id, clientId));
});
afterAll(() => t.close());

const seqsOf = async () => (await journalOf(t.db, clientId)).map((entry) => entry.seq);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('concurrent appends to one merchant’s journal', () => {
  itRacesOnPostgres(`${PAYS} pays at once give entries 1 to ${PAYS}`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < PAYS; i += 1) {
      const res = await cafe.post('/api/orders/orders/', inStore([menu.line('Latte')]));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const answers = await Promise.all(
      ids.map((id, i) =>
        cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'pax_device', uti: `race-${i}` }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(ids.map(() => 200));
    const entries = await journalOf(t.db, clientId);
    expect(entries.map((entry) => entry.seq)).toEqual(oneToN(PAYS));
    expect(new Set(entries.map((entry) => entry.subjectId))).toEqual(new Set(ids));
    expect(await verifyJournal(t.db)).toEqual({ ok: true, entries: PAYS, merchants: 1 });
  });

  itRacesOnPostgres(
    `${APPENDS} appends at once, each holding its transaction open a moment, chain in order`,
    async () => {
      const before = (await seqsOf()).length;
      await Promise.all(
        oneToN(APPENDS).map((i) =>
          t.db.transaction(async (tx) => {
            await appendJournal(tx, clientId, {
              kind: 'drawer_movement',
              subjectId: null,
              payload: { movement: 'pay_in', amountPence: i, reason: 'Race' },
            });
            // Keeps the entry uncommitted while others read the last one and try its seq.
            await tx.execute(sql`select pg_sleep(0.005)`);
          }),
        ),
      );
      expect(await seqsOf()).toEqual(oneToN(before + APPENDS));
      expect(await verifyJournal(t.db)).toMatchObject({ ok: true, entries: before + APPENDS });
    },
  );
});
