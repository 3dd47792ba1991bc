import { queryOptions } from '@tanstack/react-query';
import type { Printer, PrinterList } from '@opentill/contract/printing/printers.schemas';
import { api } from '@/api/api-client';
import { PRINTING_QUERY_KEY } from '@/api/printing/printing-query-keys';

/** GET printing/printers/: every printer with its last health check, for "Reprint on …". */
export const getPrinters = async (signal?: AbortSignal): Promise<Printer[]> =>
  (await api.get<PrinterList>('printing/printers', { signal, fresh: true })).results;

/** Asked afresh each time it is shown: a printer's health changes by itself. */
export const printersQueryOptions = () =>
  queryOptions({
    queryKey: [...PRINTING_QUERY_KEY, 'printers'],
    queryFn: ({ signal }) => getPrinters(signal),
    staleTime: 0,
  });

/** The printers a job could go to instead of its own: only those answering now. */
export const otherOnlinePrinters = (printers: readonly Printer[], printerId: string): Printer[] =>
  printers.filter((printer) => printer.id !== printerId && printer.health === 'online');
