import type { StaffInvite } from '@opentill/contract/accounts/account.schemas';
import { api } from '@/api/api-client';
import { useStaffMutation } from '@/features/people/api/use-staff-mutation';

/** POST staff/invites/{id}/resend/: a new link and expiry; the old link stops working. */
export const resendStaffInvite = async (invite: StaffInvite): Promise<StaffInvite> =>
  await api.post<StaffInvite>(`staff/invites/${invite.id}/resend`);

export const useResendStaffInvite = () => useStaffMutation(resendStaffInvite);
