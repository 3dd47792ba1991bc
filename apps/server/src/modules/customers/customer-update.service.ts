import { and, eq, sql } from 'drizzle-orm';
import type { Customer, CustomerInput } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { customers } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { getCustomer } from './customers.service.js';

const notFound = () => AppError.notFound('Customer not found.');

/** GET orders/customers/{id}/: another merchant's customer is not found. */
export const readCustomer = async (
  db: Db,
  clientId: string,
  customerId: string,
): Promise<Customer> => {
  const customer = await getCustomer(db, clientId, customerId);
  if (!customer) throw notFound();
  return customer;
};

/**
 * PUT orders/customers/{id}/. Only the fields sent change: the till sends just
 * the email or phone it learnt from a receipt send (000 §7), and must not blank
 * the address it did not send.
 */
export const updateCustomer = async (
  db: Db,
  clientId: string,
  customerId: string,
  input: CustomerInput,
): Promise<Customer> => {
  const [row] = await db
    .update(customers)
    // Drizzle leaves out keys whose value is undefined: unsent fields keep their value.
    .set({ ...input, postcode: input.postcode?.toUpperCase(), updatedAt: new Date() })
    .where(and(eq(customers.clientId, clientId), eq(customers.id, customerId)))
    .returning({ id: customers.id });
  if (!row) throw notFound();
  return readCustomer(db, clientId, customerId);
};

/**
 * Sets the customer's email or phone only where it is still empty, so a
 * receipt sent to a friend never overwrites what the customer gave. One
 * conditional update: two sends at once cannot both write.
 */
export const fillMissingContact = async (
  db: Db,
  clientId: string,
  customerId: string,
  contact: { field: 'email' | 'phone'; value: string },
): Promise<void> => {
  const column = contact.field === 'email' ? customers.email : customers.phone;
  await db
    .update(customers)
    .set({ [contact.field]: contact.value, updatedAt: new Date() })
    .where(
      and(
        eq(customers.clientId, clientId),
        eq(customers.id, customerId),
        sql`trim(${column}) = ''`,
      ),
    );
};
