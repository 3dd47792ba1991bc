import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import { clients, drawerMovements } from '@/db/schema/index.js';
import { CORNER_CAFE, DEMO_CASHIERS } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

// No sale where the merchant says it needs a manager (issue 16): refused without one,
// let through by a manager's PIN, kept with the cashier and the approver.

let t: TestApp;
let alex: ApiClient;
let samId: string;
beforeAll(async () => {
  t = await createTestApp();
  alex = await tillSession(t.app, CORNER_CAFE.ownerEmail, { username: 'Alex' });
  samId = await cashierIdOf(alex, 'Sam');
  await t.db
    .update(clients)
    .set({
      cashDrawer: true,
      approvals: {
        discountOverPercent: null,
        voidAfterSend: false,
        refunds: false,
        noSale: true,
        priceOverride: false,
      },
    })
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
}, 60_000);
afterAll(() => t.close());

describe('No sale that needs a manager', () => {
  it('is refused without one and kept with the approver when approved', async () => {
    const till = (await alex.post('/api/devices/tills/', { device_uuid: randomUUID() })).json();
    const opened = await alex.post('/api/drawer/sessions/', { device_id: till.id, float: 0 });
    const sessionId = (opened.json() as { id: string }).id;
    const move = (body: Record<string, unknown>) =>
      alex.post(`/api/drawer/sessions/${sessionId}/movements/`, {
        kind: 'no_sale',
        reason: 'Change for a £20',
        ...body,
      });
    const refused = await move({});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().approval).toEqual([am.noSale, am.managerRequired]);
    const approved = await move({ approval: { manager_id: samId, pin: DEMO_CASHIERS.sam.pin } });
    expect(approved.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(drawerMovements)
      .where(eq(drawerMovements.sessionId, sessionId));
    expect(row).toMatchObject({ kind: 'no_sale', approvedByCashierId: samId });
    const payOut = await alex.post(`/api/drawer/sessions/${sessionId}/movements/`, {
      kind: 'pay_out',
      amount: 100,
      reason: 'Milk',
    });
    expect(payOut.statusCode).toBe(200);
    // The session's view names who opened the drawer and the manager who let them.
    expect(payOut.json().movements).toEqual([
      expect.objectContaining({ kind: 'no_sale', by: 'Alex', approved_by: 'Sam' }),
      expect.objectContaining({ kind: 'pay_out', by: 'Alex', approved_by: null }),
    ]);
    const current = await alex.get(`/api/drawer/sessions/current/?device_id=${till.id}`);
    expect(current.json().session.movements[0]).toMatchObject({ approved_by: 'Sam' });
  });
});
