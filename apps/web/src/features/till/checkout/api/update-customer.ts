import type { CustomerInput } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';

/** PUT orders/customers/{id}/: fills the email or phone a receipt went to, when it was empty (000 §7). */
export const updateCustomer = async (customerId: string, input: CustomerInput): Promise<void> => {
  await api.put(`orders/customers/${customerId}`, input);
};
