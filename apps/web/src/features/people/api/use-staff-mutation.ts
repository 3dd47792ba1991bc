import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleQueryKeys } from '@/features/people/api/people-query-keys';

/** A change to the staff list; whatever the answer, the list is read again. */
export const useStaffMutation = <TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.staff }),
  });
};
