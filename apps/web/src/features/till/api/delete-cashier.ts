import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import { api } from '@/api/api-client';
import { useTillMutation } from '@/features/till/api/use-till-mutation';
import { CASHIERS_QUERY_KEY } from '@/features/till/api/query-keys';

/** DELETE accounts/cashier/{id}/ */
export const deleteCashier = async (id: string): Promise<void> => {
  await api.delete(`accounts/cashier/${id}`);
};

export const useDeleteCashier = () =>
  useTillMutation({
    mutationFn: deleteCashier,
    invalidates: [CASHIERS_QUERY_KEY],
    failureMessage: catalogueMessages.deleteCashierFailed,
  });
