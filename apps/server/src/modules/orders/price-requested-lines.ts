import type { Db } from '@/db/client.js';
import { saleProductsCache } from '@/modules/catalogue/sale-products-cache.js';
import { priceOrderLines, type LineInput, type PricedLine } from './price-order-lines.js';
import { refuseOrder } from './refuse-order.js';

/**
 * The requested lines priced from the merchant's products as sold now, or a 400 naming
 * each line that cannot be sold: shared by a new order and a round on an open one.
 * `catalogueVersion`, read with the request's session, lets the products come from this
 * process's cache (sale-products-cache.ts); without it they are read.
 */
export const priceRequestedLines = async (
  db: Db,
  clientId: string,
  inputs: readonly LineInput[],
  catalogueVersion: number | null = null,
): Promise<PricedLine[]> => {
  const products = await saleProductsCache.find(
    db,
    clientId,
    inputs.map((item) => item.productId),
    catalogueVersion,
  );
  const pricing = priceOrderLines(inputs, products);
  if (!pricing.ok) throw refuseOrder(pricing.fields);
  return pricing.lines;
};
