import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orderItemOptions, orderItems } from '@/db/schema/index.js';
import { takenStock } from '@/modules/catalogue/stock.service.js';
import type { OrderDraft } from './order-draft.js';

/**
 * Takes a round's stock and writes its items and their options in ONE statement
 * of data-modifying CTEs, inside the caller's transaction (which holds the
 * order's row lock), as insertOrder does for a new order. Answers the tracked
 * products the round would take below zero: the caller must refuse it, which
 * rolls the decrement back with the rows.
 */
export const insertRound = async (
  tx: Db,
  clientId: string,
  items: OrderDraft['items'],
  units: ReadonlyMap<string, number>,
): Promise<string[]> => {
  const stock = takenStock(tx, clientId, units);
  const newItems = tx
    .$with('new_items')
    .as(tx.insert(orderItems).values(items.map(({ item }) => item)));
  const optionRows = items.flatMap(({ options }) => options);
  // Inserting no rows is not a statement: that CTE is left out instead.
  const optional =
    optionRows.length > 0
      ? [tx.$with('new_item_options').as(tx.insert(orderItemOptions).values(optionRows))]
      : [];
  // An aggregate answers one row even when no product is tracked; the CTEs run regardless.
  const [row] = await tx
    .with(stock, newItems, ...optional)
    .select({
      shortOf: sql<
        string[]
      >`coalesce(json_agg(${stock.name}) filter (where ${stock.stock} < 0), '[]'::json)`,
    })
    .from(stock);
  return row?.shortOf ?? [];
};
