import type { StaffInvite } from '@opentill/contract/accounts/account.schemas';
import type { Group } from '@opentill/contract/constants';
import { formatInZone } from '@opentill/contract/time/zoned-format';

export const GROUP_LABELS: Record<Group, string> = {
  reporting: 'Reporting',
  owner: 'Owner',
  admin: 'Admin',
  superadmin: 'Superadmin',
};

/** The groups an owner may grant by invitation (the server refuses the others). */
export const INVITABLE_GROUPS = ['reporting', 'owner'] as const;

type ChipColour = 'default' | 'primary' | 'success' | 'warning' | 'error';

export const INVITE_STATUS: Record<StaffInvite['status'], { label: string; colour: ChipColour }> = {
  pending: { label: 'Pending', colour: 'primary' },
  used: { label: 'Accepted', colour: 'success' },
  revoked: { label: 'Revoked', colour: 'default' },
  expired: { label: 'Expired', colour: 'warning' },
};

/** '3 Dec 2026, 14:05' on the merchant's clock. */
export const formatExpiry = (iso: string, timeZone: string): string =>
  formatInZone(iso, timeZone, 'd MMM yyyy, HH:mm');
