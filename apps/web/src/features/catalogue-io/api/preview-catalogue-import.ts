import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@opentill/contract/catalogue/catalogue-import.schemas';
import { api } from '@/api/api-client';

/** POST orders/products/import/preview/ {csv}: what the file would do; nothing is saved. */
export const previewCatalogueImport = async (csv: string): Promise<ImportPreview> =>
  await api.post<ImportPreview>('orders/products/import/preview', { csv });

export const usePreviewCatalogueImport = () => useMutation({ mutationFn: previewCatalogueImport });
