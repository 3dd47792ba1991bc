import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/api/get-session';
import { hasAnyGroup, isTerminalDevice } from '@/api/session-access';
import { currentCashierQueryOptions } from '@/features/orders/cashier/cashier-api';

/**
 * Who is offered Refund (issue 12, service problem 2): the paired terminal (001 §6), the
 * owner, a manager (reporting group) or a superadmin in any browser, and on a staff log-in
 * a signed-in cashier with edit permission. The refund PIN, checked by the server, is
 * still asked of everyone: it is the permission, this only decides who sees the button.
 */
export const useCanRefund = (): boolean => {
  const session = useSession();
  const isManager =
    isTerminalDevice(session) || hasAnyGroup(session, ['owner', 'reporting', 'superadmin']);
  const cashier = useQuery({ ...currentCashierQueryOptions(), enabled: !isManager });
  return isManager || cashier.data?.hasEditPermission === true;
};
