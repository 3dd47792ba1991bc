import { addMinutes } from 'date-fns';
import { normalisePhoneNumber } from '@opentill/contract/accounts/phone-number';
import type { referrals } from '@/db/schema/index.js';
import type { IdFactory } from './prng.js';

// Corner Café's referrals: four friends the owner referred, the two oldest
// already signed up (accepted two days after they were sent), so the Refer a
// friend screen shows both ticks and pending ones. Fixed by `now` and the id
// factory, so every run of the seed writes the same rows.

type ReferralRow = typeof referrals.$inferInsert;

type ReferralsInput = { clientId: string; ownerUserId: string; now: Date; newId: IdFactory };

const SEEDED = [
  { n: 1, isAccepted: true, ageDays: 40 },
  { n: 2, isAccepted: true, ageDays: 25 },
  { n: 3, isAccepted: false, ageDays: 9 },
  { n: 4, isAccepted: false, ageDays: 2 },
] as const;

const daysAgo = (now: Date, days: number) => addMinutes(now, -days * 24 * 60);

export const cornerCafeReferrals = (input: ReferralsInput): ReferralRow[] =>
  SEEDED.map(({ n, isAccepted, ageDays }) => {
    const recipientPhone = `07700 900${200 + n}`;
    return {
      id: input.newId(),
      clientId: input.clientId,
      referrerUserId: input.ownerUserId,
      recipientPhone,
      recipientPhoneNormalised: normalisePhoneNumber(recipientPhone),
      recipientEmail: `friend${n}@example.com`,
      accepted: isAccepted,
      acceptedAt: isAccepted ? daysAgo(input.now, ageDays - 2) : null,
      createdAt: daysAgo(input.now, ageDays),
    };
  });
