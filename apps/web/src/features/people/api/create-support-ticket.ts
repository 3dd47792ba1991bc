import { useMutation } from '@tanstack/react-query';
import type { SupportTicketInput } from '@opentill/contract/accounts/account.schemas';
import { api } from '@/api/api-client';

/** POST support/ {name, email, url, problem}: stored and mailed to the support address. */
export const createSupportTicket = async (input: SupportTicketInput): Promise<void> => {
  await api.post('support', input);
};

export const useCreateSupportTicket = () => useMutation({ mutationFn: createSupportTicket });
