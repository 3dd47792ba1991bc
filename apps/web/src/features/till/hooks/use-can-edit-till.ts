import type { Session } from '@opentill/contract/auth/auth.schemas';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { useSession } from '@/api/get-session';
import { hasAnyGroup } from '@/api/session-access';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';

/**
 * Edit mode and quick-till position changes (spec 001 §6): an owner (or a superadmin,
 * whom the server also lets edit), or a signed-in cashier with hasEditPermission. The
 * server refuses anyone else with a 403, which logs the user out, so the till must
 * never offer them an edit.
 */
export const canEditTill = (session: Session, cashier: Cashier | null): boolean =>
  hasAnyGroup(session, ['owner', 'superadmin']) || cashier?.hasEditPermission === true;

export const useCanEditTill = (): boolean => canEditTill(useSession(), useCurrentCashier());
