import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { createCompiledStatements, createSlots, type Slots } from '@/db/compiled-statements.js';
import {
  orderItemOptions,
  orderItems,
  orders,
  payments,
  priceAdjustments,
} from '@/db/schema/index.js';
import { takenStock } from '@/modules/catalogue/stock.service.js';
import { nextOrderNumber } from '@/modules/clients/client-settings.service.js';
import { eventInsertSql } from '@/modules/events/record-event.service.js';
import { hasKitchenStationSql } from '@/modules/printing/station-routing.js';
import type { OrderDraft } from './order-draft.js';

export type InsertedOrder = {
  orderNumber: number;
  createdAt: Date;
  /** Tracked products this order would take below zero: the caller must refuse it. */
  shortOf: string[];
  /** The merchant has a kitchen station: only then are tickets worth looking for. */
  hasKitchenStation: boolean;
};

const statements = createCompiledStatements();

/** The draft with every value a placeholder, and what the statement's text depends on. */
const slotDraft = (draft: OrderDraft): { slots: Slots; slotted: OrderDraft } => {
  const slots = createSlots();
  const slotted: OrderDraft = {
    order: slots.slotRow('order', draft.order),
    items: draft.items.map(({ item, options }, i) => ({
      item: slots.slotRow(`item${i}`, item),
      options: options.map((option, j) => slots.slotRow(`item${i}.option${j}`, option)),
    })),
    adjustments: draft.adjustments.map((adjustment, i) =>
      slots.slotRow(`adjustment${i}`, adjustment),
    ),
    payment: slots.slotRow('payment', draft.payment),
    units: new Map(
      [...draft.units].map(([productId, units], i) => [
        slots.slot(`unit${i}.product`, productId),
        slots.slot(`unit${i}.units`, units),
      ]),
    ),
  };
  slots.shape.push(`units:${draft.units.size}`);
  return { slots, slotted };
};

const buildInsert = (tx: Db, draft: OrderDraft) => {
  const { clientId } = draft.order;
  const number = nextOrderNumber(tx, clientId);
  const stock = takenStock(tx, clientId, draft.units);
  const order = tx.$with('new_order').as(
    tx
      .insert(orders)
      .values({ ...draft.order, orderNumber: sql`(select ${number.orderNumber} from ${number})` })
      .returning({ orderNumber: orders.orderNumber, createdAt: orders.createdAt }),
  );
  const items = tx
    .$with('new_items')
    .as(tx.insert(orderItems).values(draft.items.map(({ item }) => item)));
  const optionRows = draft.items.flatMap(({ options }) => options);
  // Inserting no rows is not a statement: those CTEs are left out instead.
  const optional = [
    ...(optionRows.length > 0
      ? [tx.$with('new_item_options').as(tx.insert(orderItemOptions).values(optionRows))]
      : []),
    ...(draft.adjustments.length > 0
      ? [tx.$with('new_adjustments').as(tx.insert(priceAdjustments).values(draft.adjustments))]
      : []),
  ];
  const payment = tx.$with('new_payment').as(tx.insert(payments).values(draft.payment));
  const event = tx
    .$with('new_event', { id: sql<number>`id` })
    .as(
      eventInsertSql(
        { clientId, type: 'order.created', orderId: draft.order.id, orderVersion: 1 },
        sql`from ${number} where (select count(*) from ${stock}) >= 0`,
      ),
    );
  // The columns in this order are read by position in insertOrder.
  return tx
    .with(number, stock, order, items, ...optional, payment, event)
    .select({
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      shortOf: sql<
        string[]
      >`(select coalesce(json_agg(${stock.name}), '[]'::json) from ${stock} where ${stock.stock} < 0)`,
      hasKitchenStation: hasKitchenStationSql(clientId),
    })
    .from(order);
};

/**
 * Numbers the order, takes its stock and writes its rows (order, items,
 * options, adjustments, requested payment) in ONE statement of data-modifying
 * CTEs, inside the caller's transaction. The number's row lock serialises a
 * merchant's orders until commit, so everything else is read and checked
 * before this runs: the lock is held for this statement and the commit only.
 * Foreign keys between the new rows are checked at the end of the statement,
 * when all of them exist. Its `order.created` event is one more insert in the
 * same statement, drawn after the number and stock rows are locked (see
 * eventInsertSql for why the order matters). The statement's text is built
 * once per shape of order (db/compiled-statements.ts).
 */
export const insertOrder = async (tx: Db, draft: OrderDraft): Promise<InsertedOrder> => {
  const { slots, slotted } = slotDraft(draft);
  const [row] = await statements.run(tx, slots, () => buildInsert(tx, slotted));
  if (!row) throw new Error('order insert returned nothing');
  const [orderNumber, createdAt, shortOf, hasKitchenStation] = row;
  return {
    orderNumber: Number(orderNumber),
    // Timestamps come back as PostgreSQL writes them, as drizzle reads them too.
    createdAt: new Date(String(createdAt)),
    shortOf: shortOf as string[],
    hasKitchenStation: hasKitchenStation === true,
  };
};
