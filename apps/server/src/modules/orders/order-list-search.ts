import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orderItems, orders } from '@/db/schema/index.js';
import { matchingProductIds } from '@/modules/catalogue/product-search.service.js';
import {
  PHONE_MIN_DIGITS,
  matchingCustomerIds,
} from '@/modules/customers/customer-search.service.js';

// What the order list's search box matches (000 §2, issue 5, service problem 19): the
// order number, the customer's name, email, phone or postcode, or a product on the order.

/** Order numbers are `integer`: a longer run of digits can only be a phone. */
const ORDER_NUMBER_MAX = 2_147_483_647;

/**
 * The search as one condition on `orders`, or null for an empty search.
 *
 * All digits is that order number exactly (never "contains": 12 must not list 112,
 * 120 …) and nothing else, unless there are enough digits to be a phone. Anything
 * else matches the customer (customer-search.service says how).
 *
 * The customers are matched first, into an array the planner treats as a constant,
 * so the orders side is an index scan on (client_id, customer_id) and never a join
 * over every order.
 */
export const searchCondition = (db: Db, clientId: string, search: string): SQL | null => {
  const text = search.trim();
  if (text === '') return null;
  const isNumber = /^\d+$/.test(text) && Number(text) <= ORDER_NUMBER_MAX;
  const byNumber = isNumber ? eq(orders.orderNumber, Number(text)) : undefined;
  if (isNumber && text.length < PHONE_MIN_DIGITS) return byNumber ?? null;
  const customerIds = matchingCustomerIds(db, clientId, text);
  return (
    or(
      byNumber,
      sql`${orders.customerId} = any(array(${customerIds}))`,
      isNumber
        ? undefined
        : sql`${orders.id} = any(array(${orderIdsWithProduct(db, clientId, text)}))`,
    ) ?? null
  );
};

/**
 * Orders holding a product whose name contains the text ("latte" finds every order with
 * a Latte). The catalogue is matched first (a merchant has a few hundred products), then
 * order_items through its (client_id, product_id) index, so no order line is scanned by
 * name. A product renamed since is found by its name now, as staff know it.
 */
const orderIdsWithProduct = (db: Db, clientId: string, text: string) => {
  const productIds = matchingProductIds(db, clientId, text);
  return db
    .selectDistinct({ id: orderItems.orderId })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.clientId, clientId),
        sql`${orderItems.productId} = any(array(${productIds}))`,
      ),
    );
};
