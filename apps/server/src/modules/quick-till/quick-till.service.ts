import { and, eq } from 'drizzle-orm';
import type { QuickTillPosition } from '@opentill/contract/till/till.schemas';
import { QUICK_TILL_POSITIONS } from '@opentill/contract/till/till-views';
import type { Db } from '@/db/client.js';
import { quickTillPositions } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { findQuickTillProducts } from '@/modules/catalogue/product.service.js';

const QUICK_TILL_PRODUCT_MESSAGE = 'Choose a quick-till product.';

/**
 * Always the five positions (spec 001 §9: 0 to 4). A position whose product
 * was deleted or taken off the quick till reads as empty.
 */
export const listQuickTillPositions = async (
  db: Db,
  clientId: string,
): Promise<QuickTillPosition[]> => {
  const rows = await db
    .select()
    .from(quickTillPositions)
    .where(eq(quickTillPositions.clientId, clientId));
  const productsById = await findQuickTillProducts(
    db,
    clientId,
    rows.map((row) => row.productId),
  );
  return QUICK_TILL_POSITIONS.map((positionId) => {
    const row = rows.find((r) => r.positionId === positionId);
    const product = (row && productsById.get(row.productId)) ?? null;
    return { positionId, productId: product?.id ?? null, product };
  });
};

/** Puts a live quick-till product of this merchant on a position, or empties it with null. */
export const setQuickTillPosition = async (
  db: Db,
  clientId: string,
  positionId: number,
  productId: string | null,
): Promise<QuickTillPosition> => {
  const at = and(
    eq(quickTillPositions.clientId, clientId),
    eq(quickTillPositions.positionId, positionId),
  );
  if (productId === null) {
    await db.delete(quickTillPositions).where(at);
    return { positionId, productId: null, product: null };
  }
  const product = (await findQuickTillProducts(db, clientId, [productId])).get(productId);
  if (!product) throw AppError.field('product_id', QUICK_TILL_PRODUCT_MESSAGE);
  const updatedAt = new Date();
  await db
    .insert(quickTillPositions)
    .values({ clientId, positionId, productId, updatedAt })
    .onConflictDoUpdate({
      target: [quickTillPositions.clientId, quickTillPositions.positionId],
      set: { productId, updatedAt },
    });
  return { positionId, productId, product };
};
