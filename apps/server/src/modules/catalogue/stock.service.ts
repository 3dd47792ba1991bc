import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { products } from '@/db/schema/index.js';

/**
 * Takes `quantities` (units by product id) out of tracked stock, as a CTE for
 * the statement that writes the order; it returns each tracked product's name
 * and new stock. Untracked products (stock null) are left alone. The caller
 * refuses the order when a stock comes back below zero, which rolls this
 * decrement back with it: the check and the decrement are one row-locking
 * UPDATE, so two tills can never both sell the last croissant.
 */
export const takenStock = (tx: Db, clientId: string, quantities: ReadonlyMap<string, number>) => {
  const taken = sql.join(
    [...quantities].map(([id, units]) => sql`when ${id}::uuid then ${units}::integer`),
    sql` `,
  );
  return tx.$with('taken_stock').as(
    tx
      .update(products)
      .set({
        stock: sql`${products.stock} - (case ${products.id} ${taken} else 0 end)`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(products.clientId, clientId),
          inArray(products.id, [...quantities.keys()]),
          isNotNull(products.stock),
        ),
      )
      .returning({ name: products.name, stock: products.stock }),
  );
};

/**
 * Puts units back into tracked stock (a cancelled order's), in one statement.
 * Untracked products (stock null) stay untracked.
 */
export const returnStock = async (
  tx: Db,
  clientId: string,
  quantities: ReadonlyMap<string, number>,
): Promise<void> => {
  if (quantities.size === 0) return;
  const returned = sql.join(
    [...quantities].map(([id, units]) => sql`when ${id}::uuid then ${units}::integer`),
    sql` `,
  );
  await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + (case ${products.id} ${returned} else 0 end)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(products.clientId, clientId),
        inArray(products.id, [...quantities.keys()]),
        isNotNull(products.stock),
      ),
    );
};

/** The merchant's tracked products among `productIds` whose stock is below zero (an offline sale took it there). */
export const productsBelowZero = async (
  db: Db,
  clientId: string,
  productIds: readonly string[],
): Promise<{ id: string; name: string; stock: number }[]> => {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(
      and(
        eq(products.clientId, clientId),
        inArray(products.id, [...productIds]),
        sql`${products.stock} < 0`,
      ),
    );
  return rows.flatMap((row) => (row.stock === null ? [] : [{ ...row, stock: row.stock }]));
};
