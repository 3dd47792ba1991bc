import { describe, expect, it } from 'vitest';
import { checkRefundAmount, maskPounds } from '@/features/orders/refund/refund-amount';

describe('the refund amount (000 §5)', () => {
  it('must be a positive number', () => {
    for (const typed of ['', '0', '0.00', 'abc'])
      expect(checkRefundAmount(typed, 450).error).toBe(
        'Amount to refund must be a positive number',
      );
  });

  it('can not be more than what is left', () => {
    expect(checkRefundAmount('4.51', 450).error).toBe('Can not refund more than £4.50');
    expect(checkRefundAmount('4.50', 450)).toEqual({ amount: 450, error: null });
    expect(checkRefundAmount('1.5', 450)).toEqual({ amount: 150, error: null });
  });

  it('masks the input as pounds and pence', () => {
    expect(maskPounds('£12.345')).toBe('12.34');
    expect(maskPounds('1a2')).toBe('12');
    expect(maskPounds('.5')).toBe('0.5');
    expect(maskPounds('007')).toBe('7');
    expect(maskPounds('1.2.3')).toBe('1.23');
  });
});
