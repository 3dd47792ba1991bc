import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import {
  discountFormMessages,
  initialDiscountValues,
  readDiscountForm,
} from '@/features/till/components/cart/discount-form';

const items = 500;
const staff = { reasonCode: 'staff', label: '' } as const;

describe('readDiscountForm', () => {
  it('reads a percentage with its reason, printed in the reason’s words unless typed', () => {
    expect(readDiscountForm({ kind: 'percent', value: '12.5', ...staff }, items)).toEqual({
      discount: { kind: 'percent', percent: 12.5, label: 'Staff', reasonCode: 'staff' },
    });
    expect(
      readDiscountForm(
        { kind: 'percent', value: '10', reasonCode: 'loyalty', label: ' Regular ' },
        items,
      ),
    ).toEqual({
      discount: { kind: 'percent', percent: 10, label: 'Regular', reasonCode: 'loyalty' },
    });
  });

  it('reads pounds as pence', () => {
    expect(readDiscountForm({ kind: 'amount', value: '£1.50', ...staff }, items)).toEqual({
      discount: { kind: 'amount', pence: 150, label: 'Staff', reasonCode: 'staff' },
    });
  });

  it.each(['0', '100.01', '150', '-5', 'ten', ''])('refuses %j percent', (value) => {
    expect(readDiscountForm({ kind: 'percent', value, ...staff }, items)).toEqual({
      errors: { value: m.percentRange },
    });
  });

  it('takes 100 percent: a comp', () => {
    expect(
      readDiscountForm({ kind: 'percent', value: '100', reasonCode: 'comp', label: '' }, items),
    ).toEqual({
      discount: { kind: 'percent', percent: 100, label: 'On the house', reasonCode: 'comp' },
    });
  });

  it('refuses no amount, and an amount above what it is taken off', () => {
    expect(readDiscountForm({ kind: 'amount', value: '0', ...staff }, items)).toEqual({
      errors: { value: discountFormMessages.amountRequired },
    });
    expect(readDiscountForm({ kind: 'amount', value: '5.01', ...staff }, items)).toEqual({
      errors: { value: discountFormMessages.amountTooBig(items) },
    });
  });

  it('asks for the reason, alongside any other error', () => {
    expect(
      readDiscountForm({ kind: 'percent', value: '200', reasonCode: '', label: 'x' }, items),
    ).toEqual({ errors: { value: m.percentRange, reasonCode: m.discountReasonRequired } });
    expect(
      readDiscountForm({ kind: 'percent', value: '10', reasonCode: '', label: '' }, items),
    ).toEqual({ errors: { reasonCode: m.discountReasonRequired } });
  });

  it('opens a discount again with its reason, and only a typed label', () => {
    expect(
      initialDiscountValues({ kind: 'percent', percent: 50, label: 'Staff', reasonCode: 'staff' }),
    ).toEqual({ kind: 'percent', value: '50', reasonCode: 'staff', label: '' });
    expect(
      initialDiscountValues({ kind: 'amount', pence: 150, label: 'Regular', reasonCode: null }),
    ).toEqual({ kind: 'amount', value: '1.50', reasonCode: '', label: 'Regular' });
  });
});
