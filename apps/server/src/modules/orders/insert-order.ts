import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
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

/**
 * Numbers the order, takes its stock and writes its rows (order, items,
 * options, adjustments, requested payment) in ONE statement of data-modifying
 * CTEs, inside the caller's transaction. The number's row lock serialises a
 * merchant's orders until commit, so everything else is read and checked
 * before this runs: the lock is held for this statement and the commit only.
 * Foreign keys between the new rows are checked at the end of the statement,
 * when all of them exist. Its `order.created` event is one more insert in the
 * same statement, drawn after the number and stock rows are locked (see
 * eventInsertSql for why the order matters).
 */
export const insertOrder = async (tx: Db, draft: OrderDraft): Promise<InsertedOrder> => {
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
  const [row] = await tx
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
  if (!row) throw new Error('order insert returned nothing');
  return row;
};
