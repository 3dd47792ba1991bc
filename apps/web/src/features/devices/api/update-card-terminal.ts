import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CardTerminalListing,
  UpdateTerminalInput,
} from '@opentill/contract/devices/card-terminal-list.schemas';
import { api } from '@/api/api-client';
import { CARD_TERMINALS_QUERY_KEY } from '@/api/get-card-terminals';

export type UpdateCardTerminalInput = UpdateTerminalInput & { id: string };

/** PATCH devices/terminals/{id}/ {name?, address?}. */
export const updateCardTerminal = async ({
  id,
  ...changes
}: UpdateCardTerminalInput): Promise<CardTerminalListing> =>
  await api.patch<CardTerminalListing>(`devices/terminals/${id}`, changes);

export const useUpdateCardTerminal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCardTerminal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARD_TERMINALS_QUERY_KEY }),
  });
};
