import type { StaffMember } from '@opentill/contract/accounts/account.schemas';
import { api } from '@/api/api-client';
import { useStaffMutation } from '@/features/people/api/use-staff-mutation';

/** DELETE staff/{userId}/: 204; deactivates the member and ends their sessions. */
export const removeStaffMember = async (member: StaffMember): Promise<void> => {
  await api.delete(`staff/${member.id}`);
};

export const useRemoveStaffMember = () => useStaffMutation(removeStaffMember);
