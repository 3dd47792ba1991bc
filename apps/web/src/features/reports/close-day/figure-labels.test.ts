import { describe, expect, it } from 'vitest';
import {
  businessDateLabel,
  periodLabel,
  varianceText,
  vatRateLabel,
} from '@/features/reports/close-day/figure-labels';

describe('the X and Z report labels', () => {
  it('names VAT rates as percentages', () => {
    expect(vatRateLabel(20)).toBe('20%');
    expect(vatRateLabel(12.5)).toBe('12.5%');
    expect(vatRateLabel(0)).toBe('0%');
  });

  it('says how far out a drawer is, and which way', () => {
    expect(varianceText(0)).toBe('Exact');
    expect(varianceText(-1000)).toBe('Short £10.00');
    expect(varianceText(250)).toBe('Over £2.50');
  });

  it('reads a business date as the calendar day it names', () => {
    expect(businessDateLabel('2026-11-26')).toBe('Thursday 26 November 2026');
  });

  it("gives the period in the merchant's time, naming the day again only when it changes", () => {
    const zone = 'Europe/London';
    expect(periodLabel({ from: '2026-11-26T08:00:00Z', to: '2026-11-26T14:05:00Z' }, zone)).toBe(
      'Thu 26 Nov 08:00 to 14:05',
    );
    expect(periodLabel({ from: '2026-06-25T22:10:00Z', to: '2026-06-26T13:05:00Z' }, zone)).toBe(
      'Thu 25 Jun 23:10 to Fri 26 Jun 14:05',
    );
  });
});
