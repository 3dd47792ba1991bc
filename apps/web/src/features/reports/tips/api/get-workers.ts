import { useQuery } from '@tanstack/react-query';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { api } from '@/api/api-client';

/**
 * The till's own cache entry for the cashier list (['cashiers', 'list']): a cashier added at
 * the till is a worker here at once, without a second lookup. Written out, not imported,
 * because a feature never imports another.
 */
const CASHIER_LIST_KEY = ['cashiers', 'list'] as const;

/** GET accounts/cashier/: the merchant's cashiers, the workers tips are shared between. */
export const useWorkers = () =>
  useQuery({
    queryKey: CASHIER_LIST_KEY,
    queryFn: ({ signal }) => api.get<Cashier[]>('accounts/cashier', { signal }),
  });
