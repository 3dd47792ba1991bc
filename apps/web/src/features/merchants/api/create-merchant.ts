import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMerchantInput, Merchant } from '@opentill/contract/merchants/merchant.schemas';
import { api } from '@/api/api-client';
import { merchantsQueryKeys } from '@/features/merchants/api/merchants-query-keys';

/** POST merchants/: the merchant, and its owner's invitation mailed. */
export const createMerchant = async (input: CreateMerchantInput): Promise<Merchant> =>
  await api.post<Merchant>('merchants', input);

export const useCreateMerchant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMerchant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantsQueryKeys.all }),
  });
};
