import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@opentill/contract/catalogue/catalogue-import.schemas';
import { api } from '@/api/api-client';
import { SLOW_REQUEST_TIMEOUT_MS } from '@/api/request-deadline';

// The till's own query keys (features/till/api/query-keys.ts): its products and tiles.
const TILL_CATALOGUE_KEYS = [['catalogue'], ['quick-till']] as const;

/** POST orders/products/import/ {csv}: the whole file in one go, or nothing. */
export const importCatalogue = async (csv: string): Promise<ImportResult> =>
  await api.post<ImportResult>(
    'orders/products/import',
    { csv },
    { timeoutMs: SLOW_REQUEST_TIMEOUT_MS },
  );

export const useImportCatalogue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: async () => {
      await Promise.all(
        TILL_CATALOGUE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
};
