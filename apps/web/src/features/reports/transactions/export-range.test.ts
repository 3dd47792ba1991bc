import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import { checkExportRange, defaultExportRange } from '@/features/reports/transactions/export-range';

const today = '2026-11-26';

describe('the export range', () => {
  it('defaults to the last 7 days up to today, as typed year/month/day', () => {
    expect(defaultExportRange(today)).toEqual({ fromDate: '2026/11/19', toDate: '2026/11/26' });
    expect(defaultExportRange('2026-03-03')).toEqual({
      fromDate: '2026/02/24',
      toDate: '2026/03/03',
    });
  });

  it('sends plain dates with dashes', () => {
    expect(checkExportRange({ fromDate: '2026/11/19', toDate: '2026-11-26' }, today)).toEqual({
      isValid: true,
      range: { fromDate: '2026-11-19', toDate: '2026-11-26' },
    });
  });

  it('refuses from after to, to in the future, and what is not a date (spec 001 §5)', () => {
    expect(checkExportRange({ fromDate: '2026/11/20', toDate: '2026/11/19' }, today)).toEqual({
      isValid: false,
      errors: { fromDate: REPORT_MESSAGES.fromAfterTo },
    });
    expect(checkExportRange({ fromDate: '2026/11/20', toDate: '2026/11/27' }, today)).toEqual({
      isValid: false,
      errors: { toDate: REPORT_MESSAGES.toInFuture },
    });
    expect(checkExportRange({ fromDate: '2026/13/01', toDate: '' }, today)).toEqual({
      isValid: false,
      errors: { fromDate: REPORT_MESSAGES.badDate, toDate: REPORT_MESSAGES.dateRequired },
    });
  });
});
