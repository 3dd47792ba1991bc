import { useQuery } from '@tanstack/react-query';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { useSession } from '@/api/get-session';
import { hasAnyGroup } from '@/api/session-access';
import { cashiersQueryOptions } from '@/features/till/api/get-cashiers';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';

/**
 * Edit mode and quick-till position changes (spec 001 §6), as the server decides them
 * (cashier-permission.service.ts): with a cashier signed in, that cashier's
 * hasEditPermission, whoever the employee is; with none, a superadmin, or an owner
 * while no cashier may edit (setting up the first ones). `cashiers` is undefined
 * until the list has loaded. The server refuses anyone else with a 403, which logs
 * the user out, so the till must never offer them an edit.
 */
export const canEditTill = (
  session: Session,
  cashier: Cashier | null,
  cashiers: readonly Cashier[] | undefined,
): boolean => {
  if (cashier !== null) return cashier.hasEditPermission;
  if (hasAnyGroup(session, ['superadmin'])) return true;
  return (
    hasAnyGroup(session, ['owner']) &&
    cashiers !== undefined &&
    !cashiers.some((each) => each.hasEditPermission)
  );
};

export const useCanEditTill = (): boolean => {
  const session = useSession();
  const cashier = useCurrentCashier();
  // The list matters only to an owner with nobody signed in: the till's tiles never wait on it.
  const needsList = cashier === null && hasAnyGroup(session, ['owner']);
  const cashiers = useQuery({ ...cashiersQueryOptions(), enabled: needsList }).data;
  return canEditTill(session, cashier, needsList ? cashiers : undefined);
};
