import type { TillPrinting, TillPrintingInput } from '@opentill/contract/printing/stations.schemas';
import { api } from '@/api/api-client';
import { usePrintingMutation } from '@/features/printing/api/use-printing-mutation';

export type SaveTillPrintingVariables = { id: string; input: TillPrintingInput };

/** PUT printing/tills/{id}/: the till's receipt printer, and whether cash opens its drawer. */
export const saveTillPrinting = async ({
  id,
  input,
}: SaveTillPrintingVariables): Promise<TillPrinting> =>
  await api.put<TillPrinting>(`printing/tills/${id}`, input);

export const useSaveTillPrinting = () => usePrintingMutation(saveTillPrinting);
