import { and, eq, inArray } from 'drizzle-orm';
import { catalogueMessages as m } from '@opentill/contract/catalogue/catalogue-messages';
import type { Db } from '@/db/client.js';
import { optionSets, productOptionSets } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';

/**
 * Makes `optionSetIds` the sets a product asks, in that order. Every id must be a set
 * of the same merchant: another merchant's set is as unknown as a made-up id. Runs
 * inside the caller's transaction.
 */
export const attachOptionSets = async (
  tx: Db,
  clientId: string,
  productId: string,
  optionSetIds: readonly string[],
): Promise<void> => {
  if (optionSetIds.length > 0) {
    const found = await tx
      .select({ id: optionSets.id })
      .from(optionSets)
      .where(and(eq(optionSets.clientId, clientId), inArray(optionSets.id, [...optionSetIds])));
    if (found.length !== new Set(optionSetIds).size) {
      throw AppError.field('option_set_ids', m.unknownOptionSet);
    }
  }
  await tx
    .delete(productOptionSets)
    .where(
      and(eq(productOptionSets.clientId, clientId), eq(productOptionSets.productId, productId)),
    );
  if (optionSetIds.length === 0) return;
  await tx
    .insert(productOptionSets)
    .values(
      optionSetIds.map((optionSetId, position) => ({ clientId, productId, optionSetId, position })),
    );
};
