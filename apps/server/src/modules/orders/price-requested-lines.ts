import type { Db } from '@/db/client.js';
import { findSaleProducts } from '@/modules/catalogue/sale-products.service.js';
import { priceOrderLines, type LineInput, type PricedLine } from './price-order-lines.js';
import { refuseOrder } from './refuse-order.js';

/**
 * The requested lines priced from the merchant's products as sold now, or a 400 naming
 * each line that cannot be sold: shared by a new order and a round on an open one.
 */
export const priceRequestedLines = async (
  db: Db,
  clientId: string,
  inputs: readonly LineInput[],
): Promise<PricedLine[]> => {
  const products = await findSaleProducts(
    db,
    clientId,
    inputs.map((item) => item.productId),
  );
  const pricing = priceOrderLines(inputs, products);
  if (!pricing.ok) throw refuseOrder(pricing.fields);
  return pricing.lines;
};
