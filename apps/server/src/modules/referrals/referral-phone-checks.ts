import { and, eq, ne, sql } from 'drizzle-orm';
import { normalisePhoneNumber } from '@opentill/contract/accounts/phone-number';
import type { Db } from '@/db/client.js';
import { referrals } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { listStaffUsers } from '@/modules/auth/staff-users.service.js';

export const ALREADY_REFERRED = 'This number has already been referred.';
export const OWN_NUMBER = "You can't refer your own business's number.";

/**
 * Refuses, on recipient_phone, a number this merchant has referred already (pending
 * or accepted) or one of its own employees' numbers: a free month is for a friend.
 * A lock on the merchant's referrals comes first, so two sends of one number at
 * once cannot both pass; it lasts only the caller's short transaction.
 */
export const refuseTakenPhone = async (
  tx: Db,
  clientId: string,
  normalised: string,
  exceptReferralId?: string,
): Promise<void> => {
  // A transaction-scoped advisory lock: no row to lock exists before the insert.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`referrals:${clientId}`}))`);
  // Employees' phones are stored as typed, and a merchant has few: compare them here.
  const staff = await listStaffUsers(tx, clientId);
  if (staff.some((u) => u.phone !== '' && normalisePhoneNumber(u.phone) === normalised))
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
