import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api-client';

/** The query key of a section's GET settings/{section}/. */
export const settingsQueryKey = (section: string) => ['settings', section] as const;

/** GET settings/{section}/, always fresh: a form starts from what is saved now. */
export const settingsQueryOptions = <T>(section: string) =>
  queryOptions({
    queryKey: settingsQueryKey(section),
    queryFn: ({ signal }) => api.get<T>(`settings/${section}`, { signal, fresh: true }),
    staleTime: 0,
  });

/**
 * PUT settings/{section}/. A setting shows on many screens (the drawer, the till, the
 * receipt), so a save refreshes every query, the session among them.
 */
export const useSaveSettings = <TInput, TSaved>(section: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => api.put<TSaved>(`settings/${section}`, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsQueryKey(section), saved);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'settings',
      });
    },
  });
};
