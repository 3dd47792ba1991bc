import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimScreenInput } from '@opentill/contract/devices/screen-code.schemas';
import type { PairedScreen } from '@opentill/contract/devices/screen.schemas';
import { api } from '@/api/api-client';
import { PAIRED_SCREENS_QUERY_KEY } from '@/features/devices/api/get-paired-screens';

/** POST screens/claim/ {code, name}: the screen showing that code becomes this merchant's. */
export const claimScreen = async (input: ClaimScreenInput): Promise<PairedScreen> =>
  await api.post<PairedScreen>('screens/claim', input);

export const useClaimScreen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimScreen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAIRED_SCREENS_QUERY_KEY }),
  });
};
