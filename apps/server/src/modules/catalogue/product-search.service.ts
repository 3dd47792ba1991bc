import { and, eq, ilike } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { products } from '@/db/schema/index.js';

/** `%` and `_` typed into a search box are literal characters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The merchant's products whose name contains the text (any case), as a subquery of ids
 * for another query to embed: the order list's search finds orders holding them. A
 * merchant has a few hundred products, read through an index that starts with client_id.
 */
export const matchingProductIds = (db: Db, clientId: string, text: string) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.clientId, clientId), ilike(products.name, `%${literal(text)}%`)));
