import { queryOptions } from '@tanstack/react-query';
import {
  PRINTER_HEALTH_SHOWN_EVERY_MS,
  type Printer,
} from '@opentill/contract/printing/printers.schemas';
import type { PrintingSettings } from '@opentill/contract/printing/stations.schemas';
import { api } from '@/api/api-client';
import { PRINTING_QUERY_KEY } from '@/api/printing/printing-query-keys';

export const PRINTING_SETTINGS_QUERY_KEY = [...PRINTING_QUERY_KEY, 'settings'] as const;

/** GET printing/: the printers, stations, routes and tills of Settings → Printers. */
export const getPrintingSettings = async (signal?: AbortSignal): Promise<PrintingSettings> =>
  await api.get<PrintingSettings>('printing', { signal, fresh: true });

/**
 * Asked again as often as the server checks the printers, so a health badge turns red by
 * itself. The forms below keep their edits: an unchanged part keeps its identity.
 */
export const printingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: PRINTING_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getPrintingSettings(signal),
    refetchInterval: PRINTER_HEALTH_SHOWN_EVERY_MS,
    staleTime: 0,
  });

export const printerNameOf = (printers: readonly Printer[], id: string | null): string | null =>
  id === null ? null : (printers.find((printer) => printer.id === id)?.name ?? null);
