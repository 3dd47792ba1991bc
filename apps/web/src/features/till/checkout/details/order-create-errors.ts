import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { isApiError } from '@/api/api-error';
import {
  SERVER_FIELD_TO_FORM,
  type DetailsFormValues,
} from '@/features/till/checkout/details/details-form';

export type OrderCreateFeedback = {
  /** The 001 §8 toast. */
  toast: string;
  /** The first message of each field this form shows. */
  fieldErrors: Partial<Record<keyof DetailsFormValues, string>>;
  /** What belongs to no field on the form (items, method, non-field errors). */
  formError: string | null;
};

/** `{customer: {postcode: [...]}}` and `{'customer.postcode': [...]}` both become 'customer.postcode'. */
const flattenFieldErrors = (body: unknown, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return out;
  for (const [key, value] of Object.entries(body)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out[path] = value;
    else if (Array.isArray(value)) {
      const first: unknown = value.find((item) => typeof item === 'string');
      if (typeof first === 'string') out[path] = first;
    } else Object.assign(out, flattenFieldErrors(value, path));
  }
  return out;
};

/**
 * Refusals the person can act on only if told what they are, shown as the toast in
 * place of 'Please check your details!': the items ("Carrot Cake is out of stock."),
 * and a cart rung up by a cashier who is no longer signed in.
 */
const NAMED_REFUSALS = ['orderItems', 'cashier'] as const;

/**
 * 001 §8, order create: with an answer, its postcode message or 'Please check your
 * details!'; without one (network, 5xx), 'Sorry, something went wrong making your request!'.
 * The polished reading of "show its postcode message": a message about the items or the
 * cashier is shown as it is too, since 'check your details' would send staff to the form.
 */
export const orderCreateFeedback = (error: unknown): OrderCreateFeedback => {
  const hasAnswer = isApiError(error) && error.status >= 400 && error.status < 500;
  if (!hasAnswer || error.body === null)
    return { toast: m.orderCreateFailed, fieldErrors: {}, formError: null };
  const fields = flattenFieldErrors(error.body);
  const fieldErrors: OrderCreateFeedback['fieldErrors'] = {};
  const leftovers: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const formField = SERVER_FIELD_TO_FORM[path];
    if (formField !== undefined) fieldErrors[formField] ??= message;
    else leftovers.push(message);
  }
  return {
    toast:
      fields['customer.postcode'] ??
      NAMED_REFUSALS.map((field) => fields[field]).find((message) => message !== undefined) ??
      m.checkDetails,
    fieldErrors,
    formError: leftovers.length > 0 ? leftovers.join(' ') : null,
  };
};
