import { CUSTOMER_EMPTY_MESSAGE } from '@opentill/contract/orders/customer.schemas';
import type { Customer, CustomerInput } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { createCustomer, hasCustomerDetails } from './customers.service.js';

/**
 * POST orders/customers/: unlike checkout, which may carry an empty customer
 * and keeps none, a customer made on purpose needs something to know them by.
 */
export const addCustomer = async (
  db: Db,
  clientId: string,
  input: CustomerInput,
): Promise<Customer> => {
  if (!hasCustomerDetails(input)) {
    throw new AppError('validation', CUSTOMER_EMPTY_MESSAGE, {
      non_field_errors: [CUSTOMER_EMPTY_MESSAGE],
    });
  }
  return createCustomer(db, clientId, input);
};
