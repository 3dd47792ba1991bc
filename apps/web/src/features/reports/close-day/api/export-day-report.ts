import type { z } from 'zod';
import { CSV_BOM } from '@opentill/contract/csv/csv-bom';
import type { emailDayReportResponseSchema } from '@opentill/contract/reports/day-figures.schemas';
import { api } from '@/api/api-client';

export type EmailedTo = z.infer<typeof emailDayReportResponseSchema>;

/** Which report an export is of: the X of a till or the business, or one Z. */
export type DayReportTarget =
  { kind: 'x'; deviceId: string | null } | { kind: 'z'; id: string; zNumber: number };

type ExportRoute = { path: string; deviceId: string | null; filename: string };

const routeOf = (target: DayReportTarget): ExportRoute =>
  target.kind === 'x'
    ? { path: 'report/x', deviceId: target.deviceId, filename: 'x-report.csv' }
    : {
        path: `report/z/${encodeURIComponent(target.id)}`,
        deviceId: null,
        filename: `z-report-${target.zNumber}.csv`,
      };

/** The name the file is saved under, as the server names it. */
export const csvFilenameOf = (target: DayReportTarget): string => routeOf(target).filename;

/**
 * GET report/x/csv/ or report/z/{id}/csv/: the file's text, starting with the byte order
 * mark. Reading the answer as text drops the server's, and without it Excel garbles 'Zoë'.
 */
export const fetchDayReportCsv = async (target: DayReportTarget): Promise<string> => {
  const { path, deviceId } = routeOf(target);
  const body = await api.get<unknown>(`${path}/csv`, { query: { deviceId }, fresh: true });
  // The client hands back any non-JSON answer as text; anything else is not a CSV.
  if (typeof body !== 'string') throw new Error('The server did not answer with CSV.');
  return body.startsWith(CSV_BOM) ? body : `${CSV_BOM}${body}`;
};

/** POST report/x/email/ or report/z/{id}/email/: mailed to the owner; answers their address. */
export const emailDayReport = async (target: DayReportTarget): Promise<EmailedTo> => {
  const { path, deviceId } = routeOf(target);
  return await api.post<EmailedTo>(`${path}/email`, undefined, { query: { deviceId } });
};
