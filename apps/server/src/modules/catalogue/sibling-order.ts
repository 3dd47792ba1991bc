import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import type { categories, products } from '@/db/schema/index.js';
import { bumpCatalogueVersion } from './catalogue-version.service.js';

// Tiles on the till are ordered by `position` among their siblings (same
// parent category). Every write keeps positions dense, 0..n-1, so the
// position picker can offer exactly the places that exist.

// Any fixed number: the first half of a two-part advisory lock key, the merchant the second.
const CATALOGUE_LOCK = 74_112_103;

/**
 * Catalogue writes of one merchant take turns: two tills moving tiles or
 * creating same-named categories at once would otherwise race on positions
 * and slugs. Other merchants are not held up. Every catalogue write starts here, so this
 * is also where the merchant's catalogue version goes up (issue 15): a till priced with an
 * older version knows its cached catalogue is stale.
 */
export const lockCatalogue = async (tx: Db, clientId: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK}, hashtext(${clientId}))`);
  await bumpCatalogueVersion(tx, clientId);
};

/** The sibling ids with `movingId` placed at `position` (the end when absent or past the end). */
export const placeAt = (
  siblingIds: readonly string[],
  movingId: string,
  position?: number,
): string[] => {
  const others = siblingIds.filter((id) => id !== movingId);
  const at = Math.min(position ?? others.length, others.length);
  return [...others.slice(0, at), movingId, ...others.slice(at)];
};

/** Writes positions 0..n-1 in the given order, in one statement, touching only rows that moved. */
export const writePositions = async (
  tx: Db,
  table: typeof categories | typeof products,
  clientId: string,
  orderedIds: readonly string[],
): Promise<void> => {
  if (orderedIds.length === 0) return;
  const rows = sql.join(
    orderedIds.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${table} set "position" = v.pos
    from (values ${rows}) as v(id, pos)
    where ${table.id} = v.id and ${table.clientId} = ${clientId} and ${table.position} <> v.pos`);
};
