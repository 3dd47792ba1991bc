import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import { clients, devices, drawerSessions } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { AppError } from '@/http/app-error.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { drawerForCash, drawerForRefund } from './drawer-cash.service.js';

// Which drawer a cash payment or refund belongs to (issue 16), including a sale the till
// made offline and sent after its drawer was cashed up.

let t: TestApp;
let client: { id: string; cashDrawer: boolean };
let tillId: string;
const at = (hh: number) => new Date(`2026-11-27T${String(hh).padStart(2, '0')}:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
  if (!row) throw new Error('no Corner Café');
  client = { id: row.id, cashDrawer: true };
  const [till] = await t.db
    .insert(devices)
    .values({ clientId: row.id, kind: 'till', deviceUuid: randomUUID(), number: 99 })
    .returning({ id: devices.id });
  tillId = till?.id ?? '';
});
afterAll(() => t.close());

describe('drawerForCash', () => {
  it('puts an offline sale in the session that was open on its till when it was sold', async () => {
    const [morning] = await t.db
      .insert(drawerSessions)
      .values({
        clientId: client.id,
        deviceId: tillId,
        floatPence: 100,
        openedAt: at(8),
        closedAt: at(12),
      })
      .returning({ id: drawerSessions.id });
    expect(await drawerForCash(t.db, client, tillId, at(10))).toBe(morning?.id);
    // Sold before the till was opened: no drawer held it, and the sale is still taken.
    expect(await drawerForCash(t.db, client, tillId, at(7))).toBeNull();
    expect(await drawerForCash(t.db, client, null, at(10))).toBeNull();
  });

  it('refuses cash made online on a till with no open session, and takes it once one is open', async () => {
    const refusal = await drawerForCash(t.db, client, tillId, null).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).message).toBe(m.openBeforeCash);
    const [open] = await t.db
      .insert(drawerSessions)
      .values({ clientId: client.id, deviceId: tillId, floatPence: 100, openedAt: at(13) })
      .returning({ id: drawerSessions.id });
    expect(await drawerForCash(t.db, client, tillId, null)).toBe(open?.id);
    expect(await drawerForRefund(t.db, client, tillId)).toBe(open?.id);
    // The back office refunds with no till: it is never refused for want of a drawer.
    expect(await drawerForRefund(t.db, client, null)).toBeNull();
  });

  it('keeps no drawers for a merchant that does not count one', async () => {
    const off = { ...client, cashDrawer: false };
    expect(await drawerForCash(t.db, off, null, null)).toBeNull();
    expect(await drawerForRefund(t.db, off, tillId)).toBeNull();
  });
});
