import { and, eq } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { orderEditMessages as e } from '@opentill/contract/orders/order-edit.schemas';
import type { OrderEditValues } from '@opentill/contract/orders/order-edit.schemas';
import type { Order } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import {
  createCustomer,
  getCustomer,
  hasCustomerDetails,
} from '@/modules/customers/customers.service.js';
import { updateCustomer } from '@/modules/customers/customer-update.service.js';
import { findDiningTable } from '@/modules/menus/dining-table.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import type { OrderActor } from './order-inputs.js';
import { getOrder } from './order-read.service.js';
import { nextVersion } from './order-version.js';

type OrderRow = typeof orders.$inferSelect;
const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** The table columns for a new table, refused where the order has no table (001 §5). */
const tableChange = async (
  tx: Db,
  row: OrderRow,
  table: string | null,
): Promise<Pick<OrderRow, 'tableId' | 'tableName'>> => {
  if (row.deliverTo !== 'table_service') {
    if (table === null) return { tableId: null, tableName: null };
    throw AppError.field('table', e.tableOnlyForEatIn);
  }
  if (table === null) throw AppError.field('table', m.tableRequired);
  const found = await findDiningTable(tx, row.clientId, table);
  if (!found) throw AppError.field('table', m.unknownTable);
  return { tableId: found.id, tableName: found.name };
};

/**
 * The order's customer after the edit. Each order has its own customer row (checkout
 * makes one per order), so correcting it never changes another order's customer.
 */
const customerChange = async (
  tx: Db,
  row: OrderRow,
  customer: NonNullable<OrderEditValues['customer']> | null,
): Promise<string | null> => {
  if (customer === null) return null;
  if (row.customerId) {
    await updateCustomer(tx, row.clientId, row.customerId, customer);
    return row.customerId;
  }
  if (!hasCustomerDetails(customer)) return null;
  return (await createCustomer(tx, row.clientId, customer)).id;
};

/** Home delivery needs somewhere to deliver to, after an edit as at checkout (001 §5). */
const checkDeliveryAddress = async (tx: Db, row: OrderRow, customerId: string | null) => {
  if (row.deliverTo !== 'home_delivery') return;
  const customer = customerId ? await getCustomer(tx, row.clientId, customerId) : undefined;
  const fields: Record<string, string[]> = {};
  if (isBlank(customer?.address)) fields['customer.address'] = [m.addressRequired];
  if (isBlank(customer?.postcode)) fields['customer.postcode'] = [m.postcodeRequired];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new AppError('validation', first, fields);
};

/**
 * PUT and PATCH orders/orders/{id}/ (000 §7): correct an order's notes, table or
 * customer ("Nut allergy" typed after the order went in, the wrong table picked).
 * Items, method and money never change here. The order row is locked, so an edit
 * and a pay or cancel of the same order take turns; the change is audited.
 * A cancelled order is closed and refused.
 */
export const editOrder = async (
  db: Db,
  client: ClientRow,
  orderId: string,
  input: OrderEditValues,
  actor: OrderActor,
  now: Date = new Date(),
): Promise<Order> => {
  if (input.notes === undefined && input.table === undefined && input.customer === undefined)
    throw new AppError('validation', e.nothingToChange, { non_field_errors: [e.nothingToChange] });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, client.id), eq(orders.id, orderId)))
      .limit(1)
      .for('update');
    if (!row) throw AppError.notFound('Order not found.');
    if (row.status === 'cancelled') throw AppError.detail('conflict', m.orderCancelled);

    const table = input.table === undefined ? {} : await tableChange(tx, row, input.table);
    const customerId =
      input.customer === undefined ? row.customerId : await customerChange(tx, row, input.customer);
    await checkDeliveryAddress(tx, row, customerId);

    const [edited] = await tx
      .update(orders)
      .set({
        ...(input.notes === undefined ? {} : { notes: input.notes }),
        ...table,
        customerId,
        updatedAt: now,
        version: nextVersion,
      })
      .where(and(eq(orders.clientId, client.id), eq(orders.id, orderId)))
      .returning({ version: orders.version });
    await recordAudit(tx, {
      clientId: client.id,
      actor,
      action: 'order.edited',
      entity: 'order',
      entityId: orderId,
      details: {
        orderNumber: row.orderNumber,
        fields: Object.keys(input).filter(
          (key) => input[key as keyof OrderEditValues] !== undefined,
        ),
      },
    });
    await recordEvent(tx, {
      clientId: client.id,
      type: 'order.updated',
      orderId,
      orderVersion: edited?.version ?? null,
    });
  });
  return getOrder(db, client, orderId);
};
