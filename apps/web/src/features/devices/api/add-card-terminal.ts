import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddTerminalInput,
  CardTerminalListing,
} from '@opentill/contract/devices/card-terminal-list.schemas';
import { api } from '@/api/api-client';
import { CARD_TERMINALS_QUERY_KEY } from '@/api/get-card-terminals';

/** POST devices/terminals/ {serial_number, name, address}: 400 names the field. */
export const addCardTerminal = async (input: AddTerminalInput): Promise<CardTerminalListing> =>
  await api.post<CardTerminalListing>('devices/terminals', input);

export const useAddCardTerminal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCardTerminal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARD_TERMINALS_QUERY_KEY }),
  });
};
