import type { StaffInvite } from '@opentill/contract/accounts/account.schemas';
import { api } from '@/api/api-client';
import { useStaffMutation } from '@/features/people/api/use-staff-mutation';

/** POST staff/invites/{id}/revoke/: the link stops working. */
export const revokeStaffInvite = async (invite: StaffInvite): Promise<StaffInvite> =>
  await api.post<StaffInvite>(`staff/invites/${invite.id}/revoke`);

export const useRevokeStaffInvite = () => useStaffMutation(revokeStaffInvite);
