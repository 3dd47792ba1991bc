import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { CashierLoginDialog } from '@/features/orders/cashier/cashier-login-dialog';
import { currentCashierQueryOptions } from '@/features/orders/cashier/cashier-api';

/**
 * Runs an action that records who did it (a refund, a payment) as the signed-in cashier,
 * asking for one first with the cashier log-in by PIN dialog when none is signed in.
 */
export const useRequireCashier = () => {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<(() => void) | null>(null);

  const withCashier = async (action: () => void) => {
    const current = await queryClient
      .ensureQueryData(currentCashierQueryOptions())
      // A lookup that cannot be made counts as none: the dialog then says why.
      .catch((error: unknown) => {
        if (isApiError(error)) return null;
        throw error;
      });
    if (current !== null) action();
    else setWaiting(() => action);
  };

  const dialog =
    waiting === null ? null : (
      <CashierLoginDialog
        onClose={() => setWaiting(null)}
        onSignedIn={() => {
          setWaiting(null);
          waiting();
        }}
      />
    );

  return { withCashier: (action: () => void) => void withCashier(action), dialog };
};
