import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients, payments } from '@/db/schema/index.js';
import type { ApiClient } from './api-client.js';
import { inStore, type Catalogue } from './order-fixtures.js';
import { servicesEndedBetween, type Service } from '@/modules/alerts/service-periods.js';

// Orders placed into chosen services, for the alert job tests: rung up through
// the API, then their payment moved to the service (only the time changes).

const HOUR_MS = 60 * 60 * 1000;

export const merchantOf = async (db: Db, identifier: string) => {
  const [row] = await db
    .select({ id: clients.id, timeZone: clients.timeZone, openingHours: clients.openingHours })
    .from(clients)
    .where(eq(clients.identifier, identifier));
  if (!row) throw new Error(`no merchant ${identifier}`);
  return row;
};

/** A service that ends a day or more from now: the demo has no payments in it yet. */
export const futureService = async (db: Db, identifier: string): Promise<Service> => {
  const merchant = await merchantOf(db, identifier);
  const now = Date.now();
  const [service] = servicesEndedBetween(
    merchant.openingHours,
    merchant.timeZone,
    new Date(now + 24 * HOUR_MS),
    new Date(now + 9 * 24 * HOUR_MS),
  );
  if (!service) throw new Error(`${identifier} never opens`);
  return service;
};

/** Rings up `units` of a product, pays it in cash and moves the payment to `paidAt`. */
export const sellAt = async (
  api: ApiClient,
  db: Db,
  menu: Catalogue,
  sale: { product: string; units: number; paidAt: Date },
): Promise<{ orderId: string; amountPence: number }> => {
  const lines = Array.from({ length: sale.units }, () => menu.line(sale.product));
  const created = await api.post('/api/orders/orders/', inStore(lines));
  if (created.statusCode !== 201) throw new Error(`order create failed: ${created.body}`);
  const order = created.json() as { id: string; total_cost: number };
  const paid = await api.post(`/api/orders/orders/${order.id}/pay/`, {
    type: 'cash',
    amount: order.total_cost,
  });
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.body}`);
  await db
    .update(payments)
    .set({ paidAt: sale.paidAt })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')));
  return { orderId: order.id, amountPence: order.total_cost };
};

export const minutesAfter = (instant: Date, minutes: number): Date =>
  new Date(instant.getTime() + minutes * 60_000);
