import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { customerListQuerySchema } from '@opentill/contract/orders/customer.schemas';
import type { Customer } from '@opentill/contract/orders/order.schemas';
import type { Page } from '@opentill/contract/http/paging';
import type { Db } from '@/db/client.js';
import { customers } from '@/db/schema/index.js';
import { offsetOf, toPage } from '@/http/paging.js';
import { toCustomer } from './customers.service.js';

export type CustomerListValues = z.output<typeof customerListQuerySchema>;

/** `%` and `_` typed into a search box are literal characters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Name or email contain the text (any case); a phone matches on its digits, so
 * "07700 900123" finds "07700900123". Digits alone of fewer than three are too
 * loose to search phones by.
 */
const matches = (text: string): SQL | undefined => {
  const pattern = `%${literal(text)}%`;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(customers.name, pattern),
    ilike(customers.email, pattern),
    digits.length >= 3
      ? sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
};

/** GET orders/customers/: the merchant's customers by name, paged the DRF way. */
export const listCustomers = async (
  db: Db,
  clientId: string,
  query: CustomerListValues,
  url: string,
): Promise<Page<Customer>> => {
  const where = and(
    eq(customers.clientId, clientId),
    query.search ? matches(query.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      // The id breaks ties, so a page boundary never repeats or skips a namesake.
      .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return toPage(rows.map(toCustomer), total?.n ?? 0, query, url);
};
