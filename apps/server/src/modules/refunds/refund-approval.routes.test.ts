import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import { auditLog, clients } from '@/db/schema/index.js';
import { CORNER_CAFE, DEMO_CASHIERS, DEMO_TERMINAL_PIN } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { paidOrder, recordRefund } from '@/testing/refund-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

// Refunds where the merchant says they need a manager (issue 16): the refund PIN alone is
// refused, a manager's own PIN lets it through and is kept with the grant, a manager
// signed in needs no second PIN.

let t: TestApp;
let alex: ApiClient;
let sam: ApiClient;
let menu: Catalogue;
let samId: string;
beforeAll(async () => {
  t = await createTestApp();
  alex = await tillSession(t.app, CORNER_CAFE.ownerEmail, { username: 'Alex' });
  sam = await tillSession(t.app, CORNER_CAFE.managerEmail, {
    username: 'Sam',
    pin: DEMO_CASHIERS.sam.pin,
  });
  menu = await loadCatalogue(alex);
  samId = await cashierIdOf(alex, 'Sam');
  await t.db
    .update(clients)
    .set({
      approvals: {
        discountOverPercent: null,
        voidAfterSend: false,
        refunds: true,
        noSale: false,
        priceOverride: false,
      },
    })
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
}, 60_000);
afterAll(() => t.close());

/** The manager and their PIN go in headers: a PIN in the address would be logged. */
const prepare = (api: ApiClient, orderId: string, manager?: { id: string; pin: string }) =>
  api.get(
    `/api/orders/orders/${orderId}/prepare_refund/?pin=${DEMO_TERMINAL_PIN}`,
    manager ? { 'x-manager-id': manager.id, 'x-manager-pin': manager.pin } : undefined,
  );

describe('a refund that needs a manager', () => {
  it('is refused on the refund PIN alone, and allowed with a manager’s own PIN', async () => {
    const orderId = await paidOrder(alex, menu);
    const refused = await prepare(alex, orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().approval).toEqual([am.refunds, am.managerRequired]);
    expect((await recordRefund(alex, orderId, { amount_refunded: 100 })).statusCode).toBe(409);

    const wrong = await prepare(alex, orderId, { id: samId, pin: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().manager_pin).toBeDefined();

    const approved = await prepare(alex, orderId, { id: samId, pin: DEMO_CASHIERS.sam.pin });
    expect(approved.statusCode).toBe(200);
    expect((await recordRefund(alex, orderId, { amount_refunded: 100 })).statusCode).toBe(200);
    const [grant] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'refund.pin_checked')))
      .orderBy(desc(auditLog.createdAt));
    expect(grant?.details).toEqual({ approvedByCashierId: samId });
  });

  it('needs no second PIN from a manager signed in', async () => {
    const orderId = await paidOrder(sam, menu);
    expect((await prepare(sam, orderId)).statusCode).toBe(200);
  });
});
