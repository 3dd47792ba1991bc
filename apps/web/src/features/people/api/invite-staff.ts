import type { StaffInvite, StaffInviteInput } from '@opentill/contract/accounts/account.schemas';
import { api } from '@/api/api-client';
import { useStaffMutation } from '@/features/people/api/use-staff-mutation';

/** POST staff/invites/ {email, groups}: the invitation, mailed with its accept link. */
export const inviteStaff = async (input: StaffInviteInput): Promise<StaffInvite> =>
  await api.post<StaffInvite>('staff/invites', input);

export const useInviteStaff = () => useStaffMutation(inviteStaff);
