import type { StaffMember } from '@opentill/contract/accounts/account.schemas';
import type { UserRow } from '@/modules/session/session.service.js';

export const toStaffMember = (user: UserRow): StaffMember => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  groups: user.groups,
  isActive: user.isActive,
});
