import { and, count, desc, eq } from 'drizzle-orm';
import type { Page, PagingQuery } from '@opentill/contract/http/paging';
import type { Referral, ReferralInput } from '@opentill/contract/accounts/referral.schemas';
import { isValidPhoneNumber, normalisePhoneNumber } from '@opentill/contract/accounts/phone-number';
import type { Db } from '@/db/client.js';
import { referrals } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { offsetOf, toPage } from '@/http/paging.js';
import { refuseTakenPhone } from './referral-phone-checks.js';
import { REFERRAL_NOT_SENT, textReferral, type ReferralSms } from './referral-text.js';

// A merchant's referrals (spec 000 referrals, issue 7). Every read and write is
// scoped by the caller's merchant, so another merchant's referral is a 404.
// `accepted` is the server's alone: only acceptReferralsForPhone sets it.

export const REFERRAL_NOT_FOUND = 'Referral not found.';
/** An accepted referral is the record of a free month earned; it is kept as it is. */
export const REFERRAL_ACCEPTED_LOCKED = 'This referral has been accepted and cannot be changed.';

const referralView = {
  id: referrals.id,
  recipientPhone: referrals.recipientPhone,
  recipientEmail: referrals.recipientEmail,
  accepted: referrals.accepted,
};

const ownReferral = (clientId: string, id: string) =>
  and(eq(referrals.clientId, clientId), eq(referrals.id, id));

/** The columns a client may write; the normalised phone travels with the typed one. */
const writableColumns = (input: Partial<ReferralInput>) => ({
  recipientPhone: input.recipientPhone,
  recipientPhoneNormalised:
    input.recipientPhone === undefined ? undefined : normalisePhoneNumber(input.recipientPhone),
  recipientEmail: input.recipientEmail,
});

/** Newest first; ties by id so pages never overlap. */
export const listReferrals = async (
  db: Db,
  clientId: string,
  query: PagingQuery,
  url: string,
): Promise<Page<Referral>> => {
  const [rows, totals] = await Promise.all([
    db
      .select(referralView)
      .from(referrals)
      .where(eq(referrals.clientId, clientId))
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(referrals).where(eq(referrals.clientId, clientId)),
  ]);
  return toPage(rows, totals[0]?.n ?? 0, query, url);
};

export const readReferral = async (db: Db, clientId: string, id: string): Promise<Referral> => {
  const [row] = await db.select(referralView).from(referrals).where(ownReferral(clientId, id));
  if (!row) throw AppError.notFound(REFERRAL_NOT_FOUND);
  return row;
};

/** The merchant and the employee who refer, and how to text the friend. */
export type Referrer = { client: { id: string; name: string }; userId: string };

/**
 * POST referrals/: stores the referral, then texts the friend. A provider that
 * refuses the number takes the referral back (502 with a sentence), so the list
 * never shows a referral nobody received; one that has not answered yet leaves
 * the text queued, and the outbox retries it.
 */
export const createReferral = async (
  db: Db,
  deps: ReferralSms,
  referrer: Referrer,
  input: ReferralInput,
): Promise<Referral> => {
  const clientId = referrer.client.id;
  const normalised = normalisePhoneNumber(input.recipientPhone);
  const row = await db.transaction(async (tx) => {
    await refuseTakenPhone(tx, clientId, normalised);
    const [inserted] = await tx
      .insert(referrals)
      .values({
        clientId,
        referrerUserId: referrer.userId,
        ...writableColumns(input),
        recipientEmail: input.recipientEmail ?? '',
      })
      .returning(referralView);
    return inserted;
  });
  if (!row) throw new Error('referral insert returned nothing');
  const sent = await textReferral(deps, referrer.client, normalised, { isRefusalShown: true });
  if (sent.status === 'failed') {
    await db.delete(referrals).where(ownReferral(clientId, row.id));
    throw AppError.detail('bad_gateway', REFERRAL_NOT_SENT);
  }
  return row;
};

/**
 * PUT and PATCH: the fields sent change, on a pending referral only; a body with
 * nothing to change answers the referral as it is. A new phone is texted too;
 * if that text is refused, the merchant gets a delivery_failed alert.
 */
export const updateReferral = async (
  db: Db,
  deps: ReferralSms,
  client: Referrer['client'],
  id: string,
  input: Partial<ReferralInput>,
): Promise<Referral> => {
  const columns = writableColumns(input);
  const hasChange = Object.values(columns).some((value) => value !== undefined);
  if (!hasChange) return readReferral(db, client.id, id);
  const normalised = columns.recipientPhoneNormalised;
  const { row, isNewPhone } = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ normalised: referrals.recipientPhoneNormalised })
      .from(referrals)
      .where(ownReferral(client.id, id));
    const isChanged = normalised !== undefined && before?.normalised !== normalised;
    if (isChanged) await refuseTakenPhone(tx, client.id, normalised, id);
    const [updated] = await tx
      .update(referrals)
      // Drizzle leaves out keys whose value is undefined: unsent fields keep their value.
      .set(columns)
      .where(and(ownReferral(client.id, id), eq(referrals.accepted, false)))
      .returning(referralView);
    return { row: updated, isNewPhone: isChanged && before !== undefined };
  });
  if (!row) {
    await readReferral(db, client.id, id);
    throw AppError.detail('conflict', REFERRAL_ACCEPTED_LOCKED);
  }
  if (isNewPhone && normalised) await textReferral(deps, client, normalised);
  return row;
};

export const deleteReferral = async (db: Db, clientId: string, id: string): Promise<void> => {
  const [row] = await db
    .delete(referrals)
    .where(and(ownReferral(clientId, id), eq(referrals.accepted, false)))
    .returning({ id: referrals.id });
  if (row) return;
  await readReferral(db, clientId, id);
  throw AppError.detail('conflict', REFERRAL_ACCEPTED_LOCKED);
};

/**
 * "A referral becomes accepted when a merchant signs up with that phone": marks
 * every pending referral to this phone accepted, whichever merchant made it,
 * matching '07700 900123' with '07700900123'. Called when someone signs up;
 * returns how many referrals it accepted. Accepting twice changes nothing.
 */
export const acceptReferralsForPhone = async (db: Db, phone: string): Promise<number> => {
  if (!isValidPhoneNumber(phone)) return 0;
  const accepted = await db
    .update(referrals)
    .set({ accepted: true, acceptedAt: new Date() })
    .where(
      and(
        eq(referrals.recipientPhoneNormalised, normalisePhoneNumber(phone)),
        eq(referrals.accepted, false),
      ),
    )
    .returning({ id: referrals.id });
  return accepted.length;
};
