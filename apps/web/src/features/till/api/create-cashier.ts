import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type { Cashier, CreateCashierInput } from '@opentill/contract/cashiers/cashier.schemas';
import { api } from '@/api/api-client';
import { useTillMutation } from '@/features/till/api/use-till-mutation';
import { CASHIERS_QUERY_KEY } from '@/features/till/api/query-keys';

/** POST accounts/cashier/ */
export const createCashier = async (input: CreateCashierInput): Promise<Cashier> =>
  await api.post<Cashier>('accounts/cashier', input);

/** Spec 001 §8: a failed cashier save says "Something went wrong creating product", as the original does. */
export const useCreateCashier = () =>
  useTillMutation({
    mutationFn: createCashier,
    invalidates: [CASHIERS_QUERY_KEY],
    failureMessage: catalogueMessages.createCashierFailed,
  });
