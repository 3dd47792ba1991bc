import type { InvitePreview, StaffInvite } from '@opentill/contract/accounts/account.schemas';
import { inviteStatus, type InviteRow } from './invite-status.js';

export const toInvitePreview = (invite: InviteRow): InvitePreview => ({
  email: invite.email,
  firstName: invite.firstName,
  lastName: invite.lastName,
  phone: invite.phone,
});

export const toStaffInvite = (invite: InviteRow, now = new Date()): StaffInvite => ({
  id: invite.id,
  email: invite.email,
  firstName: invite.firstName,
  lastName: invite.lastName,
  groups: invite.groups,
  createdAt: invite.createdAt.toISOString(),
  expiresAt: invite.expiresAt.toISOString(),
  status: inviteStatus(invite, now),
});
