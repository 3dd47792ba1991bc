import { describe, expect, it } from 'vitest';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import {
  poundsText,
  readAmount,
  readCount,
  readFloat,
  readReason,
  varianceText,
} from '@/features/till/drawer/drawer-amounts';

describe('what the drawer forms read', () => {
  it('takes a float from £0.00 to under £10,000', () => {
    expect(readFloat('100')).toEqual({ value: 10000, error: null });
    expect(readFloat('£0.00')).toEqual({ value: 0, error: null });
    expect(readFloat('')).toEqual({ value: null, error: m.floatRequired });
    expect(readFloat('10000')).toEqual({ value: null, error: m.floatTooLarge });
  });

  it('takes a pay in or out above £0.00', () => {
    expect(readAmount('4.5')).toEqual({ value: 450, error: null });
    expect(readAmount('0')).toEqual({ value: null, error: m.amountRequired });
    expect(readAmount('-2')).toEqual({ value: null, error: m.amountRequired });
    expect(readAmount('9999.99')).toEqual({ value: 999999, error: null });
    expect(readAmount('10000.00')).toEqual({ value: null, error: m.amountTooLarge });
  });

  it('needs a reason, trimmed, under 200 characters', () => {
    expect(readReason('  Milk  ', m.reasonRequired)).toEqual({ value: 'Milk', error: null });
    expect(readReason('   ', m.reasonRequired)).toEqual({ value: null, error: m.reasonRequired });
    expect(readReason('x'.repeat(201), m.reasonRequired).error).toBe(m.reasonTooLong);
  });

  it('counts an empty row as none, and only whole numbers from 0', () => {
    expect(readCount('')).toEqual({ value: 0, error: null });
    expect(readCount(' 12 ')).toEqual({ value: 12, error: null });
    for (const typed of ['1.5', '-1', 'two', '100001'])
      expect(readCount(typed)).toEqual({ value: null, error: m.countInvalid });
  });

  it('says how far out a count is', () => {
    expect(varianceText(0)).toBe('Exact');
    expect(varianceText(250)).toBe('Over £2.50');
    expect(varianceText(-1000)).toBe('Short £10.00');
    expect(poundsText(10000)).toBe('100.00');
  });
});
