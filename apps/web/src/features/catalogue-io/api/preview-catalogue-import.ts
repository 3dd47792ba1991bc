import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@opentill/contract/catalogue/catalogue-import.schemas';
import { api } from '@/api/api-client';
import { SLOW_REQUEST_TIMEOUT_MS } from '@/api/request-deadline';

/** POST orders/products/import/preview/ {csv}: what the file would do; nothing is saved. */
export const previewCatalogueImport = async (csv: string): Promise<ImportPreview> =>
  await api.post<ImportPreview>(
    'orders/products/import/preview',
    { csv },
    { timeoutMs: SLOW_REQUEST_TIMEOUT_MS },
  );

export const usePreviewCatalogueImport = () => useMutation({ mutationFn: previewCatalogueImport });
