import { and, asc, eq, inArray } from 'drizzle-orm';
import { allergensAt, type AllergenLevels } from '@opentill/contract/catalogue/allergens';
import type { KitchenTicketLine } from '@opentill/contract/printing/kitchen-ticket';
import type { Db } from '@/db/client.js';
import { orderItemOptions } from '@/db/schema/index.js';

export type TicketUnit = {
  id: string;
  productName: string;
  allergens: AllergenLevels;
};

/** Each unit's chosen options' labels, in the order chosen. */
export const loadUnitOptions = async (
  tx: Db,
  clientId: string,
  itemIds: readonly string[],
): Promise<Map<string, string[]>> => {
  const byItem = new Map<string, string[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await tx
    .select({ itemId: orderItemOptions.orderItemId, label: orderItemOptions.label })
    .from(orderItemOptions)
    .where(
      and(
        eq(orderItemOptions.clientId, clientId),
        inArray(orderItemOptions.orderItemId, [...itemIds]),
      ),
    )
    .orderBy(asc(orderItemOptions.orderItemId), asc(orderItemOptions.position));
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row.label]);
  return byItem;
};

/**
 * One ticket line per product with the same options: the till sends a row per unit,
 * the kitchen reads "2 x Flat white + Oat". Lines keep the order they were rung up in.
 */
export const ticketLines = (
  units: readonly TicketUnit[],
  options: ReadonlyMap<string, string[]>,
): KitchenTicketLine[] => {
  const lines = new Map<string, KitchenTicketLine>();
  for (const unit of units) {
    const chosen = options.get(unit.id) ?? [];
    const allergens = allergensAt(unit.allergens, 'contains');
    const key = JSON.stringify([unit.productName, chosen, allergens]);
    const line = lines.get(key);
    if (line) line.quantity += 1;
    else lines.set(key, { quantity: 1, name: unit.productName, options: chosen, allergens });
  }
  return [...lines.values()];
};
