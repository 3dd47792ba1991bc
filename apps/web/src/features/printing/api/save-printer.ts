import type { Printer, PrinterInput } from '@opentill/contract/printing/printers.schemas';
import { api } from '@/api/api-client';
import { usePrintingMutation } from '@/features/printing/api/use-printing-mutation';

export type SavePrinterVariables = { id: string | null; input: PrinterInput };

/** POST printing/printers/ for a new printer, PUT printing/printers/{id}/ for one already there. */
export const savePrinter = async ({ id, input }: SavePrinterVariables): Promise<Printer> =>
  id === null
    ? await api.post<Printer>('printing/printers', input)
    : await api.put<Printer>(`printing/printers/${id}`, input);

export const useSavePrinter = () => usePrintingMutation(savePrinter);
