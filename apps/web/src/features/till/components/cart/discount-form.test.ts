import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import {
  discountFormMessages,
  readDiscountForm,
} from '@/features/till/components/cart/discount-form';

const items = 500;

describe('readDiscountForm', () => {
  it('reads a percentage with its reason', () => {
    expect(readDiscountForm({ kind: 'percent', value: '12.5', reason: ' Staff ' }, items)).toEqual({
      discount: { kind: 'percent', percent: 12.5, reason: 'Staff' },
    });
  });

  it('reads pounds as pence', () => {
    expect(readDiscountForm({ kind: 'amount', value: '£1.50', reason: 'Regular' }, items)).toEqual({
      discount: { kind: 'amount', pence: 150, reason: 'Regular' },
    });
  });

  it.each(['0', '100.01', '150', '-5', 'ten', ''])('refuses %j percent', (value) => {
    expect(readDiscountForm({ kind: 'percent', value, reason: 'Staff' }, items)).toEqual({
      errors: { value: m.percentRange },
    });
  });

  it('takes 100 percent: a comp', () => {
    expect(readDiscountForm({ kind: 'percent', value: '100', reason: 'Comp' }, items)).toEqual({
      discount: { kind: 'percent', percent: 100, reason: 'Comp' },
    });
  });

  it('refuses no amount, and an amount above the items', () => {
    expect(readDiscountForm({ kind: 'amount', value: '0', reason: 'x' }, items)).toEqual({
      errors: { value: discountFormMessages.amountRequired },
    });
    expect(readDiscountForm({ kind: 'amount', value: '5.01', reason: 'x' }, items)).toEqual({
      errors: { value: discountFormMessages.amountTooBig(items) },
    });
  });

  it('asks for the reason, alongside any other error', () => {
    expect(readDiscountForm({ kind: 'percent', value: '200', reason: '  ' }, items)).toEqual({
      errors: { value: m.percentRange, reason: m.discountReasonRequired },
    });
    expect(readDiscountForm({ kind: 'percent', value: '10', reason: '' }, items)).toEqual({
      errors: { reason: m.discountReasonRequired },
    });
  });
});
