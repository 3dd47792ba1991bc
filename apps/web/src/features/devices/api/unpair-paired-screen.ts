import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api-client';
import { PAIRED_SCREENS_QUERY_KEY } from '@/features/devices/api/get-paired-screens';

/** DELETE screens/{id}/: that screen's id stops working at once; it goes back to its pairing page. */
export const unpairPairedScreen = async (id: string): Promise<void> => {
  await api.delete(`screens/${id}`);
};

export const useUnpairPairedScreen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpairPairedScreen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAIRED_SCREENS_QUERY_KEY }),
  });
};
