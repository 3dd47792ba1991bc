import { describe, expect, it } from 'vitest';
import { tipsMessages as m } from '@opentill/contract/reports/tips.schemas';
import { planShares } from '@/features/reports/tips/share-plan';

const period = { from: '2026-11-26', to: '2026-11-26' };
const worker = (cashierId: string, hoursText = '') => ({ cashierId, name: cashierId, hoursText });

describe('planning a share of tips', () => {
  it('splits by whole minutes, by largest remainder, to the penny', () => {
    const plan = planShares(period, 151, 'hours', [worker('sam', '2'), worker('jo', '1')]);
    expect(plan.isReady && plan.preview.map((line) => line.share)).toEqual([101, 50]);
    expect(plan.isReady && plan.input.workers).toEqual([
      { cashierId: 'sam', hours: 2 },
      { cashierId: 'jo', hours: 1 },
    ]);
  });

  it('splits equally, sending no hours', () => {
    const plan = planShares(period, 100, 'equal', [worker('a'), worker('b'), worker('c')]);
    expect(plan.isReady && plan.preview.map((line) => line.share)).toEqual([34, 33, 33]);
    expect(plan.isReady && plan.input.workers).toEqual([
      { cashierId: 'a' },
      { cashierId: 'b' },
      { cashierId: 'c' },
    ]);
  });

  it('says what is missing', () => {
    expect(planShares(period, 100, 'equal', [])).toEqual({
      isReady: false,
      errors: { workers: m.workersRequired, hours: {} },
    });
    expect(planShares(period, 100, 'hours', [worker('a', ''), worker('b', 'x')])).toEqual({
      isReady: false,
      errors: { hours: { a: m.hoursRequired, b: m.hoursRange } },
    });
    expect(planShares(period, 100, 'hours', [worker('a', '0')])).toEqual({
      isReady: false,
      errors: { workers: m.hoursRequired, hours: {} },
    });
  });
});
