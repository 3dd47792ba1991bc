import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';

/**
 * The hidden client that superadmins made from the command line belong to: every user
 * belongs to one client, and a platform's staff belong to no merchant. Never listed
 * as a merchant, never counted as one (hasAnyClient), and its identifier is never
 * given to a merchant.
 */
export const PLATFORM_CLIENT = {
  identifier: 'opentill-support',
  name: 'OpenTill support',
} as const;

/** The platform client, made on first use; safe to call from two processes at once. */
export const ensurePlatformClient = async (db: Db): Promise<ClientRow> => {
  await db
    .insert(clients)
    .values({ ...PLATFORM_CLIENT, isPlatform: true, openingHours: [] })
    .onConflictDoNothing({ target: clients.identifier });
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.identifier, PLATFORM_CLIENT.identifier), eq(clients.isPlatform, true)))
    .limit(1);
  if (!row)
    throw new Error(
      `A merchant already uses the identifier '${PLATFORM_CLIENT.identifier}', which OpenTill keeps for its support staff.`,
    );
  return row;
};
