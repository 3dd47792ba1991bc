import { api } from '@/api/api-client';
import { usePrintingMutation } from '@/features/printing/api/use-printing-mutation';

/** DELETE printing/printers/{id}/; a 409 says which station or till still prints on it. */
export const deletePrinter = async (id: string): Promise<void> =>
  await api.delete<void>(`printing/printers/${id}`);

export const useDeletePrinter = () => usePrintingMutation(deletePrinter);
