import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardTerminalListing } from '@opentill/contract/devices/card-terminal-list.schemas';
import { api } from '@/api/api-client';
import { CARD_TERMINALS_QUERY_KEY } from '@/api/get-card-terminals';

/** POST devices/terminals/{id}/unpair/: the paired device is logged out and can no longer log in as it. */
export const unpairCardTerminal = async (id: string): Promise<CardTerminalListing> =>
  await api.post<CardTerminalListing>(`devices/terminals/${id}/unpair`, {});

export const useUnpairCardTerminal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpairCardTerminal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARD_TERMINALS_QUERY_KEY }),
  });
};
