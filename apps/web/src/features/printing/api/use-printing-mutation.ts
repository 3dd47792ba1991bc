import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRINTING_QUERY_KEY } from '@/api/printing/printing-query-keys';

/**
 * A change in Settings → Printers: once made, every printing answer is asked again (this
 * page, a till's receipt printer, the printers a reprint is offered on).
 */
export const usePrintingMutation = <TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRINTING_QUERY_KEY }),
  });
};
