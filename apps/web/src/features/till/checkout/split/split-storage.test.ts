import { describe, expect, it } from 'vitest';
import { newSplitPlan, type SplitPlan } from '@/features/till/checkout/split/split-plan';
import {
  clearSplitPlan,
  readSplitPlan,
  saveSplitPlan,
} from '@/features/till/checkout/split/split-storage';

const plan: SplitPlan = {
  ...newSplitPlan(),
  mode: 'item',
  paidLineIds: ['line-2'],
  current: { amountPence: 188, lineIds: ['line-1'], equalIndex: null },
};

describe('the split kept for the tab', () => {
  it('comes back after a reload, with the lines already paid and the part being paid', () => {
    saveSplitPlan('order-1', plan);
    expect(readSplitPlan('order-1')).toEqual(plan);
    expect(readSplitPlan('order-2')).toBeNull();
    clearSplitPlan('order-1');
    expect(readSplitPlan('order-1')).toBeNull();
  });

  it('is forgotten when what was kept is not a split', () => {
    sessionStorage.setItem('opentill.split.order-1', JSON.stringify({ ...plan, ways: 99 }));
    expect(readSplitPlan('order-1')).toBeNull();
    sessionStorage.setItem('opentill.split.order-1', JSON.stringify({ ...plan, mode: 'halves' }));
    expect(readSplitPlan('order-1')).toBeNull();
    sessionStorage.setItem('opentill.split.order-1', '{not json');
    expect(readSplitPlan('order-1')).toBeNull();
  });
});
