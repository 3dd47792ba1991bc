import { describe, expect, it } from 'vitest';
import { tipsMessages as m } from '@opentill/contract/reports/tips.schemas';
import { checkTipPeriod } from '@/features/reports/tips/tip-period';

const today = '2026-11-26';

describe('the tips period', () => {
  it('takes real days in order, at most 31, none after today', () => {
    expect(checkTipPeriod({ from: '2026-10-27', to: today }, today)).toEqual({});
    expect(checkTipPeriod({ from: '2026-10-26', to: today }, today)).toEqual({
      to: m.periodTooLong,
    });
    expect(checkTipPeriod({ from: '2026-11-20', to: '2026-11-19' }, today)).toEqual({
      to: m.periodBackwards,
    });
    expect(checkTipPeriod({ from: today, to: '2026-11-27' }, today)).toEqual({
      to: m.periodFuture,
    });
    expect(checkTipPeriod({ from: '2026-02-30', to: today }, today)).toEqual({
      from: m.dateInvalid,
    });
    expect(checkTipPeriod({ from: today, to: '' }, today)).toEqual({ to: m.dateInvalid });
  });
});
