import type { PrintRoutes } from '@opentill/contract/printing/stations.schemas';
import { api } from '@/api/api-client';
import { usePrintingMutation } from '@/features/printing/api/use-printing-mutation';

/** PUT printing/routes/: where every category prints, and the products sent elsewhere, at once. */
export const savePrintRoutes = async (routes: PrintRoutes): Promise<PrintRoutes> =>
  await api.put<PrintRoutes>('printing/routes', routes);

export const useSavePrintRoutes = () => usePrintingMutation(savePrintRoutes);
