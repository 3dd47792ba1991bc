import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { isForbiddenError } from '@/api/api-error';

export type TillMutationOptions<TVariables, TResult> = {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** Queries that show what the mutation changed. */
  invalidates: readonly QueryKey[];
  /** The spec 001 §8 toast on failure. A 403 has its own: it logs the user out. */
  failureMessage: string;
};

/** A till edit: refresh what it changed, and say so when it fails. */
export const useTillMutation = <TVariables, TResult>({
  mutationFn,
  invalidates,
  failureMessage,
}: TillMutationOptions<TVariables, TResult>) => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      for (const queryKey of invalidates) await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (!isForbiddenError(error)) enqueueSnackbar(failureMessage, { variant: 'error' });
    },
  });
};
