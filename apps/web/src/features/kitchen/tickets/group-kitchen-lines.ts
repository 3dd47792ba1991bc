import { allergenSummary } from '@opentill/contract/catalogue/allergens';
import type { Order, OrderItem } from '@opentill/contract/orders/order.schemas';

/** Identical units of one order (same product, same options) made together. */
export type KitchenLine = {
  /** The product and its chosen options, in the order chosen. */
  key: string;
  product: OrderItem['product'];
  optionLabels: string[];
  /** "Contains: Milk · May contain: Gluten", from the product and options as sold; '' when none. */
  allergens: string;
  items: OrderItem[];
  readyCount: number;
};

/** The units the kitchen makes: the server's `kitchenItems`, or every item when it sends none. */
export const kitchenItemsOf = (order: Order): OrderItem[] => order.kitchenItems ?? order.orderItems;

// The allergens are in the key: a unit sold before the catalogue changed is its own line.
const lineKey = (item: OrderItem): string =>
  [
    item.product.id,
    ...item.optionalItems.map((option) => option.id),
    allergenSummary(item.allergens),
  ].join('|');

/**
 * The order's units grouped into lines, each first seen first: three "Latte + Whole"
 * rows become one line of three (issue 12). Options in another order are another line,
 * as the barista reads them in the order they were chosen.
 */
export const groupKitchenLines = (items: readonly OrderItem[]): KitchenLine[] => {
  const lines = new Map<string, KitchenLine>();
  for (const item of items) {
    const key = lineKey(item);
    const line = lines.get(key) ?? {
      key,
      product: item.product,
      optionLabels: item.optionalItems.map((option) => option.label),
      allergens: allergenSummary(item.allergens),
      items: [],
      readyCount: 0,
    };
    line.items.push(item);
    if (item.status === 'ready') line.readyCount += 1;
    lines.set(key, line);
  }
  return [...lines.values()];
};

/** "Latte (12oz)" */
export const productLabel = ({ name, measure }: OrderItem['product']): string =>
  measure === '' ? name : `${name} (${measure})`;

/** "3 × Latte (12oz) + Whole", or without the count for a single unit. */
export const kitchenLineLabel = (line: KitchenLine): string => {
  const count = line.items.length > 1 ? `${line.items.length} × ` : '';
  return [`${count}${productLabel(line.product)}`, ...line.optionLabels].join(' + ');
};

export const isLineReady = (line: KitchenLine): boolean => line.readyCount === line.items.length;
