import { describe, expect, it } from 'vitest';
import { tenderAmountsPence } from '@/features/till/checkout/cash/tender-amounts';

describe('tenderAmountsPence', () => {
  it('offers the notes above the total: £5, £10, £20 for £3.50', () => {
    expect(tenderAmountsPence(350)).toEqual([500, 1000, 2000]);
  });

  it('skips a note the total already reaches', () => {
    expect(tenderAmountsPence(500)).toEqual([1000, 2000, 5000]);
    expect(tenderAmountsPence(1250)).toEqual([2000, 5000]);
  });

  it('offers round £10s above £50', () => {
    expect(tenderAmountsPence(6420)).toEqual([7000, 8000, 9000]);
  });

  it('never offers an amount at or below the total', () => {
    for (let total = 1; total <= 12_000; total += 37)
      for (const amount of tenderAmountsPence(total)) expect(amount).toBeGreaterThan(total);
  });
});
