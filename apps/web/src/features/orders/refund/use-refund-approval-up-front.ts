import { useQuery } from '@tanstack/react-query';
import { approvalMessages } from '@opentill/contract/orders/discount-reasons';
import type { Approvals } from '@opentill/contract/settings/discount-settings.schemas';
import { useSession } from '@/api/get-session';
import { currentCashierQueryOptions } from '@/features/orders/cashier/cashier-api';

/**
 * Why the refund will need a manager, when the session already says so (issue 16), or null:
 * the manager's fields then show with the refund PIN and the check goes once, not twice.
 * A manager signed in as the cashier approves by themselves, so they are not asked; while
 * that is unknown nothing is shown up front, and the server still asks if it must.
 */
export const useRefundApprovalUpFront = (): string | null => {
  const { client } = useSession();
  // A session kept from before approvals existed has none: nothing needs a manager.
  const approvals: Approvals | undefined = client?.approvals;
  const isNeeded = approvals?.refunds === true;
  const cashier = useQuery({ ...currentCashierQueryOptions(), enabled: isNeeded });
  if (!isNeeded || !cashier.isSuccess || cashier.data?.isManager === true) return null;
  return `${approvalMessages.refunds} ${approvalMessages.managerRequired}`;
};
