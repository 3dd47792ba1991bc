import { describe, expect, it } from 'vitest';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import { emptyDetails } from '@/features/till/checkout/details/details-form';
import { buildOrderInput } from '@/features/till/checkout/state/build-order-input';

const product = (overrides: Partial<CartLine['product']> = {}): CartLine['product'] => ({
  id: 'p-flat-white',
  name: 'Flat White',
  price: 320,
  hasVariablePrice: false,
  quickTill: false,
  options: [],
  color: '#6d4c41',
  ...overrides,
});

const lines: CartLine[] = [
  {
    lineId: 'a',
    product: product(),
    options: { milk: ['oat'], extras: ['shot', 'syrup'] },
    priceOverride: 999,
    quantity: 2,
  },
  {
    lineId: 'b',
    product: product({ id: 'p-open-food', hasVariablePrice: true }),
    options: {},
    priceOverride: 450,
    quantity: 1,
  },
];

describe('buildOrderInput', () => {
  it('sends a line per unit, its chosen options, and an override only where one is allowed', () => {
    const input = buildOrderInput({
      deliverTo: 'in_store',
      details: null,
      lines,
      cashierId: 'cashier-1',
      paymentType: null,
      timeZone: 'Europe/London',
    });
    expect(input.orderItems).toEqual([
      { productId: 'p-flat-white', optionalItemIds: ['oat', 'shot', 'syrup'], priceOverride: null },
      { productId: 'p-flat-white', optionalItemIds: ['oat', 'shot', 'syrup'], priceOverride: null },
      { productId: 'p-open-food', optionalItemIds: [], priceOverride: 450 },
    ]);
    expect(input).toMatchObject({
      customer: null,
      table: null,
      cashier: 'cashier-1',
      source: 'tpos',
    });
  });

  it('sends payment_type when the method is known (cash, no terminal), else none (001-24)', () => {
    const base = {
      deliverTo: 'in_store' as const,
      details: null,
      lines,
      cashierId: 'cashier-1',
      timeZone: 'Europe/London',
    };
    expect(buildOrderInput({ ...base, paymentType: 'cash' }).paymentType).toBe('cash');
    expect(buildOrderInput({ ...base, paymentType: null }).paymentType).toBeNull();
  });

  it('sends the table only for eat-in and the slot only for slot methods', () => {
    const details = { ...emptyDetails, table: 't4', slotDate: '2026-11-26', slotTime: '12:30' };
    const eatIn = buildOrderInput({
      deliverTo: 'table_service',
      details,
      lines,
      cashierId: null,
      paymentType: null,
      timeZone: 'Europe/London',
    });
    expect(eatIn).toMatchObject({ table: 't4', orderDatetimeSlot: null, customer: null });
    const collect = buildOrderInput({
      deliverTo: 'click_and_collect',
      details: { ...details, name: ' Eve ' },
      lines,
      cashierId: null,
      paymentType: null,
      timeZone: 'Europe/London',
    });
    expect(collect).toMatchObject({
      table: null,
      orderDatetimeSlot: '2026-11-26T12:30:00+00:00',
      customer: { name: 'Eve', phone: '', email: '' },
    });
  });

  it('sends the discounts as given, a line’s naming its unit and each its reason (issue 16)', () => {
    const priceAdjustments = [
      { label: 'On the house', percentOff: 100, reasonCode: 'comp' as const, lineIndex: 2 },
      { label: 'Staff', percentOff: 50, reasonCode: 'staff' as const },
    ];
    const input = buildOrderInput({
      deliverTo: 'in_store',
      details: null,
      lines,
      priceAdjustments,
      cashierId: null,
      paymentType: 'cash',
      timeZone: 'Europe/London',
    });
    expect(input.priceAdjustments).toEqual(priceAdjustments);
    expect(input.orderItems[2]).toMatchObject({ productId: 'p-open-food' });
  });
});
