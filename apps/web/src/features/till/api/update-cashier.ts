import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type { Cashier, UpdateCashierInput } from '@opentill/contract/cashiers/cashier.schemas';
import { api } from '@/api/api-client';
import { useTillMutation } from '@/features/till/api/use-till-mutation';
import { CASHIERS_QUERY_KEY } from '@/features/till/api/query-keys';

export type UpdateCashierVariables = { id: string; input: UpdateCashierInput };

/** PATCH accounts/cashier/{id}/: pin null removes the PIN, absent keeps it. */
export const updateCashier = async ({ id, input }: UpdateCashierVariables): Promise<Cashier> =>
  await api.patch<Cashier>(`accounts/cashier/${id}`, input);

/** Refreshes the list and the signed-in cashier, whose edit permission may have changed. */
export const useUpdateCashier = () =>
  useTillMutation({
    mutationFn: updateCashier,
    invalidates: [CASHIERS_QUERY_KEY],
    failureMessage: catalogueMessages.createCashierFailed,
  });
