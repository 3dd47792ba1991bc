import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import { checkRangeFields, defaultRangeFields } from '@/features/reports/products/report-range';

const today = '2026-11-26';

describe('products report range', () => {
  it('defaults to the last 7 days, today included, as typed', () => {
    expect(defaultRangeFields(today)).toEqual({ fromDate: '2026/11/20', toDate: '2026/11/26' });
  });

  it('sends dates with dashes', () => {
    expect(checkRangeFields({ fromDate: '2026/11/01', toDate: '2026-11-26' }, today)).toEqual({
      ok: true,
      range: { fromDate: '2026-11-01', toDate: '2026-11-26' },
    });
  });

  it('refuses a future end, a reversed range and a malformed date with the §5 messages', () => {
    expect(checkRangeFields({ fromDate: '2026/11/20', toDate: '2026/11/27' }, today)).toEqual({
      ok: false,
      errors: { toDate: REPORT_MESSAGES.toInFuture },
    });
    expect(checkRangeFields({ fromDate: '2026/11/25', toDate: '2026/11/20' }, today)).toEqual({
      ok: false,
      errors: { fromDate: REPORT_MESSAGES.fromAfterTo },
    });
    expect(checkRangeFields({ fromDate: '26/11/2026', toDate: '' }, today)).toEqual({
      ok: false,
      errors: { fromDate: REPORT_MESSAGES.badDate, toDate: REPORT_MESSAGES.dateRequired },
    });
  });
});
