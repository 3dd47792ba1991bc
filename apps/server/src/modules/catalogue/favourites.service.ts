import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import type { Db } from '@/db/client.js';
import { favouriteProducts, products } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { loadProducts } from './product.service.js';
import { lockCatalogue, placeAt } from './sibling-order.js';

const ofClient = (clientId: string) => eq(favouriteProducts.clientId, clientId);

/** The favourites' product ids in their order, deleted products included. */
const favouriteIds = async (db: Db, clientId: string): Promise<string[]> =>
  (
    await db
      .select({ productId: favouriteProducts.productId })
      .from(favouriteProducts)
      .where(ofClient(clientId))
      .orderBy(asc(favouriteProducts.position))
  ).map((row) => row.productId);

/** Of `ids`, those naming a live product of the merchant, in the same order. */
const liveOf = async (db: Db, clientId: string, ids: readonly string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const live = new Set(
    (
      await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.clientId, clientId),
            isNull(products.deletedAt),
            inArray(products.id, [...ids]),
          ),
        )
    ).map((row) => row.id),
  );
  return ids.filter((id) => live.has(id));
};

/**
 * Rewrites the merchant's favourites as `orderedIds`, positions 0..n-1. Favourites are
 * a page of tiles, a few dozen rows at most, so rewriting them all is simpler than
 * shifting some, and it drops the rows of products deleted since.
 */
const writeFavourites = async (tx: Db, clientId: string, orderedIds: readonly string[]) => {
  await tx.delete(favouriteProducts).where(ofClient(clientId));
  if (orderedIds.length === 0) return;
  await tx
    .insert(favouriteProducts)
    .values(orderedIds.map((productId, position) => ({ clientId, productId, position })));
};

/** GET orders/favourites/: the Favourites page's products, in the merchant's order. */
export const listFavourites = async (db: Db, clientId: string): Promise<Product[]> => {
  const ids = await favouriteIds(db, clientId);
  if (ids.length === 0) return [];
  const byId = new Map(
    (await loadProducts(db, clientId, inArray(products.id, ids))).map((p) => [p.id, p]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** Puts a live product of the merchant on Favourites at `position` (the end when absent), or moves it there. */
export const setFavourite = async (
  db: Db,
  clientId: string,
  productId: string,
  position?: number,
): Promise<Product[]> => {
  await db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    if ((await liveOf(tx, clientId, [productId])).length === 0) {
      throw AppError.notFound('Product not found.');
    }
    const live = await liveOf(tx, clientId, await favouriteIds(tx, clientId));
    await writeFavourites(tx, clientId, placeAt(live, productId, position));
  });
  return listFavourites(db, clientId);
};

/** Takes a product off Favourites; the others close up. */
export const removeFavourite = async (db: Db, clientId: string, productId: string): Promise<void> =>
  db.transaction(async (tx) => {
    await lockCatalogue(tx, clientId);
    const ids = await favouriteIds(tx, clientId);
    if (!ids.includes(productId)) throw AppError.notFound('This product is not in Favourites.');
    const live = await liveOf(tx, clientId, ids);
    await writeFavourites(
      tx,
      clientId,
      live.filter((id) => id !== productId),
    );
  });
