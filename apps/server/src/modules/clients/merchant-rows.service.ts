import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';

// The clients table as the superadmin's Merchants page reads it (issue 14): every
// client but the hidden platform one.

/** ILIKE treats % and _ as wildcards: a search for "50%" means those characters. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const merchantFilter = (search: string): SQL | undefined =>
  and(
    eq(clients.isPlatform, false),
    search === ''
      ? undefined
      : or(ilike(clients.name, containing(search)), ilike(clients.identifier, containing(search))),
  );

/** A page of merchants whose name or identifier contains `search` (any case), by name. */
export const findMerchantRows = async (
  db: Db,
  query: { search: string; limit: number; offset: number },
): Promise<{ rows: ClientRow[]; count: number }> => {
  const where = merchantFilter(query.search);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { rows, count: totals[0]?.n ?? 0 };
};

/** A merchant by id; null for an unknown id and for the platform client. */
export const findMerchantRow = async (db: Db, id: string): Promise<ClientRow | null> => {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.isPlatform, false)))
    .limit(1);
  return row ?? null;
};

export const isPlatformClientId = async (db: Db, id: string): Promise<boolean> => {
  const [row] = await db
    .select({ isPlatform: clients.isPlatform })
    .from(clients)
    .where(eq(clients.id, id));
  return row?.isPlatform === true;
};
