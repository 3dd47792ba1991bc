import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { customers } from '@/db/schema/index.js';

/** Fewer digits than this is not taken for part of a phone number. */
export const PHONE_MIN_DIGITS = 6;

/** `%` and `_` typed into a search box are literal characters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The merchant's customers a search box's text matches, as a subquery of ids for
 * another query to embed (the order list's search), so it runs in that query.
 *
 * - name and email: case-insensitive contains;
 * - phone: the text's digits contained in the customer's digits, when the text is
 *   phone-like with at least six digits; a UK number's leading 0 or 44 is dropped on
 *   both sides first, so "07700 900123", "7700900123" and "+44 7700 900123" find one
 *   another;
 * - postcode: contained, ignoring spaces and case ("sw1a1aa" finds "SW1A 1AA"), when
 *   the text has a letter and a digit, as every part of a postcode does.
 *
 * It reads one merchant's customers (found through an index that starts with
 * client_id), never the orders: contains-matching cannot use a b-tree, and a
 * merchant has far fewer customers than orders.
 */
export const matchingCustomerIds = (db: Db, clientId: string, text: string) => {
  const digits = text.replace(/\D/g, '');
  const nationalDigits = digits.replace(/^(44|0)/, '');
  const postcode = text.replace(/\s+/g, '').toUpperCase();
  const isPhoneLike = /^\+?[\d\s()-]+$/.test(text) && digits.length >= PHONE_MIN_DIGITS;
  const isPostcodeLike =
    /^[A-Z0-9]+$/.test(postcode) && /\d/.test(postcode) && /[A-Z]/.test(postcode);
  return db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.clientId, clientId),
        or(
          ilike(customers.name, `%${literal(text)}%`),
          ilike(customers.email, `%${literal(text)}%`),
          isPhoneLike
            ? sql`regexp_replace(regexp_replace(${customers.phone}, '[^0-9]', '', 'g'), '^(44|0)', '') like ${`%${nationalDigits}%`}`
            : undefined,
          isPostcodeLike
            ? sql`upper(replace(${customers.postcode}, ' ', '')) like ${`%${postcode}%`}`
            : undefined,
        ),
      ),
    );
};
