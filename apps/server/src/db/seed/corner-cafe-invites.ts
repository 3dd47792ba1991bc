import { addMinutes } from 'date-fns';
import { INVITE_VALID_DAYS } from '@opentill/contract/accounts/account-constants';
import type { Db } from '@/db/client.js';
import { invites } from '@/db/schema/index.js';
import { hashToken } from '@/modules/session/session-token.js';
import { CORNER_CAFE } from './demo-constants.js';
import { createIdFactory } from './prng.js';

/**
 * Corner Café's demo invitations, with fixed tokens so a demo (or a journey)
 * can open `/accept-invite?token=…` straight away: one pending for
 * INVITE_VALID_DAYS after seeding, one already expired. Only demo data has
 * known tokens; real invites carry random ones that only the mail holds.
 */
export const DEMO_INVITES = {
  pending: {
    email: 'new.starter@example.com',
    token: 'demo-invite-corner-cafe-pending',
    firstName: 'Nia',
    lastName: 'Starter',
  },
  expired: {
    email: 'late.starter@example.com',
    token: 'demo-invite-corner-cafe-expired',
    firstName: '',
    lastName: '',
  },
} as const;

const DAY_MINUTES = 24 * 60;

export const seedCornerCafeInvites = async (
  db: Db,
  input: { clientId: string; ownerUserId: string; now: Date },
): Promise<void> => {
  // Their own id stream, so adding them moves no other seeded id.
  const newId = createIdFactory(`${CORNER_CAFE.identifier}:invites`);
  const { clientId, ownerUserId, now } = input;
  const row = (invite: (typeof DEMO_INVITES)[keyof typeof DEMO_INVITES], createdAt: Date) => ({
    id: newId(),
    clientId,
    email: invite.email,
    tokenHash: hashToken(invite.token),
    groups: [],
    firstName: invite.firstName,
    lastName: invite.lastName,
    invitedByUserId: ownerUserId,
    createdAt,
    expiresAt: addMinutes(createdAt, INVITE_VALID_DAYS * DAY_MINUTES),
  });
  await db
    .insert(invites)
    .values([
      row(DEMO_INVITES.pending, now),
      row(DEMO_INVITES.expired, addMinutes(now, -(INVITE_VALID_DAYS + 3) * DAY_MINUTES)),
    ]);
};
