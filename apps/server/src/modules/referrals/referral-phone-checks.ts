import { and, eq, ne } from 'drizzle-orm';
import { normalisePhoneNumber } from '@opentill/contract/accounts/phone-number';
import type { Db } from '@/db/client.js';
import { clients, referrals, users } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';

export const ALREADY_REFERRED = 'This number has already been referred.';
export const OWN_NUMBER = "You can't refer your own business's number.";

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Refuses, on recipient_phone, a number this merchant has referred already (pending
 * or accepted) or one of its own employees' numbers: a free month is for a friend.
 * The merchant's row is locked first, so two sends of one number at once cannot
 * both pass; the lock lasts only the caller's short transaction.
 */
export const refuseTakenPhone = async (
  tx: Tx,
  clientId: string,
  normalised: string,
  exceptReferralId?: string,
): Promise<void> => {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
  // Employees' phones are stored as typed, and a merchant has few: compare them here.
  const staff = await tx
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.clientId, clientId), ne(users.phone, '')));
  if (staff.some((u) => normalisePhoneNumber(u.phone) === normalised))
    throw AppError.field('recipient_phone', OWN_NUMBER);
  const [referred] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.clientId, clientId),
        eq(referrals.recipientPhoneNormalised, normalised),
        exceptReferralId ? ne(referrals.id, exceptReferralId) : undefined,
      ),
    )
    .limit(1);
  if (referred) throw AppError.field('recipient_phone', ALREADY_REFERRED);
};
