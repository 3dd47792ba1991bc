import { SETUP_MESSAGES, type SetupInput } from '@opentill/contract/setup/setup.schemas';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import type { OpeningHours } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { hashSecret } from '@/modules/auth/password-hash.js';
import { insertInvitedUser } from '@/modules/auth/staff-users.service.js';
import { createCashier } from '@/modules/cashiers/cashier.service.js';
import { slugify } from '@/modules/catalogue/slug.js';
import { insertClient } from '@/modules/clients/client-rows.service.js';
import { hasAnyClient } from '@/modules/clients/client-settings.service.js';
import { createSession } from '@/modules/session/session.service.js';

/** Any fixed number: set-up requests queue on it, so two first runs cannot both make a merchant. */
const SETUP_LOCK = 140_014;

/** A starting week the owner then edits in Settings → Opening hours: 08:00–17:00 every day. */
export const STARTING_HOURS: OpeningHours[] = Array.from({ length: 7 }, (_, weekday) => ({
  weekday,
  opens: '08:00',
  closes: '17:00',
}));

export type SetUpMerchant = {
  clientId: string;
  userId: string;
  token: string;
  expiresAt: Date;
};

/**
 * POST setup/: the first merchant, its owner and a first cashier (the owner, no PIN,
 * allowed to edit) so the till opens at once. Refused once any merchant exists: after
 * that, merchants are made by a superadmin, never by whoever reaches the page first.
 */
export const setUpFirstMerchant = async (db: Db, input: SetupInput): Promise<SetUpMerchant> => {
  const passwordHash = await hashSecret(input.password);
  const made = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (await hasAnyClient(tx)) throw AppError.detail('forbidden', SETUP_MESSAGES.alreadySetUp);
    const now = new Date();
    const client = await insertClient(tx, {
      identifier: slugify(input.businessName),
      name: input.businessName,
      timeZone: input.timeZone,
      ...input.features,
      openingHours: STARTING_HOURS,
    });
    const user = await insertInvitedUser(tx, {
      id: randomUUID(),
      clientId: client.id,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: '',
      groups: ['owner'],
      photoPath: null,
      termsAcceptedAt: now,
    });
    // Emails are unique across every merchant; on an empty installation this cannot happen.
    if (!user) throw AppError.field('email', 'That email already has an account.');
    await createCashier(
      tx,
      client.id,
      { username: input.firstName, hasEditPermission: true },
      { userId: user.id },
    );
    await recordAudit(tx, {
      clientId: client.id,
      actor: { userId: user.id },
      action: 'merchant.set_up',
      entity: 'client',
      entityId: client.id,
      details: { name: input.businessName, timeZone: input.timeZone, features: input.features },
    });
    return { clientId: client.id, userId: user.id };
  });
  return { ...made, ...(await createSession(db, made)) };
};

export const isSetupNeeded = async (db: Db): Promise<boolean> => !(await hasAnyClient(db));
