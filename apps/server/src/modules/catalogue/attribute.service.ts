import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  allergensSettingsMessages as m,
  type AttributeInput,
  type SettingsAttribute,
} from '@opentill/contract/settings/allergens-settings.schemas';
import type { Db } from '@/db/client.js';
import { attributes, productAttributes, products } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';

// Product attributes (V, VG, GF) as Settings → Allergens edits them: the whole list
// saved at once. The till reads them through product.service (listAttributes).

/** The merchant's attributes by name, each with the live products that carry it. */
export const listSettingsAttributes = async (
  db: Db,
  clientId: string,
): Promise<SettingsAttribute[]> => {
  const [rows, counts] = await Promise.all([
    db
      .select({ id: attributes.id, name: attributes.name, shortLabel: attributes.shortLabel })
      .from(attributes)
      .where(eq(attributes.clientId, clientId))
      .orderBy(asc(sql`lower(${attributes.name})`), asc(attributes.id)),
    db
      .select({ attributeId: productAttributes.attributeId, products: count() })
      .from(productAttributes)
      .innerJoin(
        products,
        and(
          eq(products.clientId, clientId),
          eq(products.id, productAttributes.productId),
          isNull(products.deletedAt),
        ),
      )
      .where(eq(productAttributes.clientId, clientId))
      .groupBy(productAttributes.attributeId),
  ]);
  const countById = new Map(counts.map((c) => [c.attributeId, c.products]));
  return rows.map((row) => ({ ...row, productCount: countById.get(row.id) ?? 0 }));
};

/**
 * Makes `input` the merchant's attributes, inside the caller's transaction. Every id
 * sent must be one of the merchant's own (another merchant's is refused as unknown);
 * one left out is deleted and its product links go with it (the products stay).
 */
export const replaceAttributes = async (
  tx: Db,
  clientId: string,
  input: readonly AttributeInput[],
): Promise<void> => {
  const existing = await tx.select().from(attributes).where(eq(attributes.clientId, clientId));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const fields: Record<string, string[]> = {};
  input.forEach((attribute, index) => {
    if (attribute.id !== undefined && !byId.has(attribute.id))
      fields[`attributes.${index}.id`] = [m.unknownAttribute];
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation', m.unknownAttribute, fields);

  const keptIds = input.flatMap((a) => (a.id === undefined ? [] : [a.id]));
  const mine = eq(attributes.clientId, clientId);
  await tx
    .delete(attributes)
    .where(keptIds.length > 0 ? and(mine, notInArray(attributes.id, keptIds)) : mine);

  const changed = input.filter((a) => {
    const old = a.id === undefined ? undefined : byId.get(a.id);
    return old !== undefined && (old.name !== a.name || old.shortLabel !== a.shortLabel);
  });
  // Labels may swap places (V ⇄ VG): park the changed ones on their ids first, so the
  // unique index never sees two rows with one label in between.
  if (changed.length > 0)
    await tx
      .update(attributes)
      .set({ shortLabel: sql`${attributes.id}::text` })
      .where(
        and(
          mine,
          inArray(
            attributes.id,
            changed.map((a) => a.id as string),
          ),
        ),
      );
  for (const attribute of changed)
    await tx
      .update(attributes)
      .set({ name: attribute.name, shortLabel: attribute.shortLabel })
      .where(and(mine, eq(attributes.id, attribute.id as string)));

  const added = input.filter((a) => a.id === undefined);
  if (added.length > 0)
    await tx
      .insert(attributes)
      .values(added.map((a) => ({ clientId, name: a.name, shortLabel: a.shortLabel })));
};
