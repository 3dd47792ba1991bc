import { api } from '@/api/api-client';
import { usePrintingMutation } from '@/features/printing/api/use-printing-mutation';

/** DELETE printing/stations/{id}/; a 409 says why it cannot go yet. */
export const deleteStation = async (id: string): Promise<void> =>
  await api.delete<void>(`printing/stations/${id}`);

export const useDeleteStation = () => usePrintingMutation(deleteStation);
