import { and, eq, inArray } from 'drizzle-orm';
import type { Customer, CustomerInput } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { customers } from '@/db/schema/index.js';

type CustomerRow = typeof customers.$inferSelect;

export const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  address: row.address,
  postcode: row.postcode,
  over18: row.over18,
});

/** Whether checkout sent anything about the customer worth keeping. */
export const hasCustomerDetails = (input: CustomerInput | null | undefined): boolean =>
  !!input &&
  [input.name, input.phone, input.email, input.address, input.postcode].some(
    (value) => (value ?? '').trim() !== '',
  );

/** The customer an order is for; blanks are kept as '' (the receipt send fills email or phone later). */
export const createCustomer = async (
  db: Db,
  clientId: string,
  input: CustomerInput,
): Promise<Customer> => {
  const [row] = await db
    .insert(customers)
    .values({
      clientId,
      name: input.name ?? '',
      phone: input.phone ?? '',
      email: input.email ?? '',
      address: input.address ?? '',
      postcode: (input.postcode ?? '').toUpperCase(),
      over18: input.over18 ?? false,
    })
    .returning();
  if (!row) throw new Error('customer insert returned nothing');
  return toCustomer(row);
};

/** A customer of this merchant; another merchant's id is not found. */
export const getCustomer = async (
  db: Db,
  clientId: string,
  customerId: string,
): Promise<Customer | undefined> =>
  (await getCustomers(db, clientId, [customerId])).get(customerId);

/** Customers by id, for a page of orders in one query. */
export const getCustomers = async (
  db: Db,
  clientId: string,
  ids: readonly string[],
): Promise<Map<string, Customer>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(customers)
    .where(and(eq(customers.clientId, clientId), inArray(customers.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, toCustomer(row)]));
};
