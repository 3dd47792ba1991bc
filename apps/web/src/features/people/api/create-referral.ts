import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Referral, ReferralInput } from '@opentill/contract/accounts/referral.schemas';
import { api } from '@/api/api-client';
import { peopleQueryKeys } from '@/features/people/api/people-query-keys';

/** POST referrals/ {recipient_phone}: 201 with the referral, or 400 on recipientPhone. */
export const createReferral = async (input: ReferralInput): Promise<Referral> =>
  await api.post<Referral>('referrals', input);

export const useCreateReferral = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.referrals }),
  });
};
