import type { StaffInvite } from '@opentill/contract/accounts/account.schemas';
import type { invites } from '@/db/schema/index.js';

export type InviteRow = typeof invites.$inferSelect;
export type InviteStatus = StaffInvite['status'];

/** Used and revoked are final; a pending invite past its expiry reads as expired. */
export const inviteStatus = (
  invite: Pick<InviteRow, 'usedAt' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): InviteStatus => {
  if (invite.usedAt) return 'used';
  if (invite.revokedAt) return 'revoked';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
};

/** Why a link no longer works, for API clients; the web shows its own one sentence. */
export const INVITE_REFUSALS: Record<Exclude<InviteStatus, 'pending'> | 'unknown', string> = {
  unknown: 'This invite link is not valid.',
  used: 'This invite has already been used.',
  revoked: 'This invite has been withdrawn.',
  expired: 'This invite has expired.',
};
