/** Where the X and Z screens live under Reports (app/router.tsx registers them). */
export const CLOSE_DAY_PATH = '/reports/close-day';
export const Z_REPORTS_PATH = '/reports/close-day/z';
export const zReportPath = (id: string): string => `${Z_REPORTS_PATH}/${encodeURIComponent(id)}`;
