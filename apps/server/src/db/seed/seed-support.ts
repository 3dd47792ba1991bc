import type { Db } from '@/db/client.js';
import { users } from '@/db/schema/index.js';
import { ensurePlatformClient } from '@/modules/clients/platform-client.js';
import { DEMO_SUPPORT } from './demo-constants.js';

/**
 * The demo's superadmin, with the demo password, in the platform client the
 * `npm run admin -- create-superadmin` command also uses: the Merchants page and
 * support views can be tried at once.
 */
export const seedSupport = async (
  tx: Db,
  ctx: { hashes: { password: string }; createdAt: Date },
): Promise<void> => {
  const platform = await ensurePlatformClient(tx);
  await tx
    .insert(users)
    .values({
      clientId: platform.id,
      email: DEMO_SUPPORT.email,
      passwordHash: ctx.hashes.password,
      firstName: DEMO_SUPPORT.firstName,
      lastName: DEMO_SUPPORT.lastName,
      groups: ['superadmin'],
      termsAcceptedAt: ctx.createdAt,
      createdAt: ctx.createdAt,
    })
    .onConflictDoNothing({ target: users.email });
};
