import { z } from 'zod';
import {
  needsCustomerName,
  needsSlot,
  needsTermsAgreement,
  type DeliverTo,
  type NameRule,
} from '@opentill/contract/orders/deliver-to';
import {
  NOTES_MAX_LENGTH,
  checkoutMessages as m,
} from '@opentill/contract/orders/checkout-messages';
import { PHONE_NUMBER, UK_POSTCODE } from '@opentill/contract/orders/order.schemas';

/** The Details tab as typed: text everywhere, '' for "not given". */
export type DetailsFormValues = {
  name: string;
  phone: string;
  email: string;
  table: string;
  address: string;
  postcode: string;
  slotDate: string;
  slotTime: string;
  notes: string;
  termsAccepted: boolean;
};

export const emptyDetails: DetailsFormValues = {
  name: '',
  phone: '',
  email: '',
  table: '',
  address: '',
  postcode: '',
  slotDate: '',
  slotTime: '',
  notes: '',
  termsAccepted: false,
};

export const asksForAddress = (deliverTo: DeliverTo): boolean =>
  deliverTo === 'home_delivery' || deliverTo === 'delivery';

/**
 * 001 §5, word for word: table for eat-in, a name for takeaway and click & collect
 * (so Collection can call it out), address and postcode for home delivery, date
 * and time for home delivery and click & collect, the terms where the customer is not
 * at the counter (issue 13), notes ≤ 255. Every rule
 * sits in one refinement over plain strings, so every message shows at once.
 */
export const detailsFormSchema = (deliverTo: DeliverTo, nameRule: NameRule) =>
  z
    .object({
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      table: z.string(),
      address: z.string(),
      postcode: z.string(),
      slotDate: z.string(),
      slotTime: z.string(),
      notes: z.string(),
      termsAccepted: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const fail = (path: keyof DetailsFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const isBlank = (text: string) => text.trim() === '';
      if (deliverTo === 'table_service' && isBlank(values.table)) fail('table', m.tableRequired);
      if (needsCustomerName(deliverTo, nameRule) && isBlank(values.name))
        fail('name', m.nameRequired);
      if (deliverTo === 'home_delivery') {
        if (isBlank(values.address)) fail('address', m.addressRequired);
        if (isBlank(values.postcode)) fail('postcode', m.postcodeRequired);
      }
      if (!isBlank(values.postcode) && !UK_POSTCODE.test(values.postcode.trim()))
        fail('postcode', m.postcodeInvalid);
      if (needsSlot(deliverTo)) {
        if (isBlank(values.slotDate)) fail('slotDate', m.dateRequired);
        if (isBlank(values.slotTime)) fail('slotTime', m.timeRequired);
      }
      if (!isBlank(values.phone) && !PHONE_NUMBER.test(values.phone.trim()))
        fail('phone', m.phoneInvalid);
      if (!isBlank(values.email) && !z.email().safeParse(values.email.trim()).success)
        fail('email', m.emailInvalid);
      if (values.notes.length > NOTES_MAX_LENGTH) fail('notes', m.notesTooLong);
      if (needsTermsAgreement(deliverTo) && !values.termsAccepted)
        fail('termsAccepted', m.termsRequired);
    });

/** Where a 400's field lands on this form (DESIGN.md §5); the wire names the order's fields. */
export const SERVER_FIELD_TO_FORM: Record<string, keyof DetailsFormValues> = {
  'customer.name': 'name',
  'customer.phone': 'phone',
  'customer.email': 'email',
  'customer.address': 'address',
  'customer.postcode': 'postcode',
  table: 'table',
  orderDatetimeSlot: 'slotTime',
  notes: 'notes',
  termsAccepted: 'termsAccepted',
};
