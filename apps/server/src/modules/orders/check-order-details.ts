import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import {
  CHECKOUT_METHODS,
  needsCustomerName,
  needsSlot,
  needsTermsAgreement,
} from '@opentill/contract/orders/deliver-to';
import type { ClientRow } from '@/modules/session/session.service.js';
import type { OrderCreateValues } from './order-inputs.js';

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Spec 001 §5's checkout rules that need no database: what each deliverTo
 * requires, with the contract's exact sentences, keyed by wire field name.
 * Every broken rule is reported at once, as the details form shows them together.
 * The terms tick is asked only where the customer would have ordered themselves
 * (needsTermsAgreement, issue 13), never on a counter sale.
 */
export const checkOrderDetails = (
  input: OrderCreateValues,
  client: Pick<ClientRow, (typeof CHECKOUT_METHODS)[number]['feature'] | 'takeawayAsksName'>,
): Record<string, string[]> => {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  const { deliverTo } = input;
  const method = CHECKOUT_METHODS.find((candidate) => candidate.deliverTo === deliverTo);
  if (!method || !client[method.feature]) add('deliver_to', m.methodNotOffered);
  if (deliverTo === 'table_service' && !input.table) add('table', m.tableRequired);
  if (needsCustomerName(deliverTo, client) && isBlank(input.customer?.name))
    add('customer.name', m.nameRequired);
  if (deliverTo === 'home_delivery') {
    if (isBlank(input.customer?.address)) add('customer.address', m.addressRequired);
    if (isBlank(input.customer?.postcode)) add('customer.postcode', m.postcodeRequired);
  }
  if (needsSlot(deliverTo) && !input.orderDatetimeSlot) add('order_datetime_slot', m.dateRequired);
  if (needsTermsAgreement(deliverTo) && !input.termsAccepted)
    add('terms_accepted', m.termsRequired);
  return fields;
};
