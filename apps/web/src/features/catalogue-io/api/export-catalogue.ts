import { useMutation } from '@tanstack/react-query';
import { CATALOGUE_CSV_FILENAME } from '@opentill/contract/catalogue/catalogue-import.schemas';
import { CSV_BOM } from '@opentill/contract/csv/csv-bom';
import { api } from '@/api/api-client';
import { SLOW_REQUEST_TIMEOUT_MS } from '@/api/request-deadline';

/**
 * GET orders/products/export/: the file's text with its byte order mark (reading the
 * answer as text drops it, and without it Excel garbles 'Café').
 */
export const fetchCatalogueCsv = async (): Promise<string> => {
  const body = await api.get<unknown>('orders/products/export', {
    fresh: true,
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
  });
  if (typeof body !== 'string') throw new Error('The server did not answer with CSV.');
  return body.startsWith(CSV_BOM) ? body : `${CSV_BOM}${body}`;
};

/** Hands the file to the browser as a download. */
const saveCsv = (text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = CATALOGUE_CSV_FILENAME;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

export const useExportCatalogue = () =>
  useMutation({ mutationFn: async () => saveCsv(await fetchCatalogueCsv()) });
