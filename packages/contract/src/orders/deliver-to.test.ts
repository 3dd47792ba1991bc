import { describe, expect, it } from 'vitest';
import {
  DELIVER_TO_VALUES,
  deliverToLabel,
  needsTermsAgreement,
  orderTypeLabel,
} from './deliver-to.js';

describe('needsTermsAgreement (issue 13)', () => {
  it('asks for the terms only where the customer would have ordered themselves', () => {
    expect(DELIVER_TO_VALUES.filter(needsTermsAgreement)).toEqual([
      'click_and_collect',
      'home_delivery',
    ]);
  });
});

describe('order type names', () => {
  it('gives every order type one name, the one checkout offers it by', () => {
    expect(DELIVER_TO_VALUES.map(deliverToLabel)).toEqual([
      'Eat In',
      'In Store',
      'Takeaway',
      'Click & Collect',
      'Delivery',
      'Home Delivery',
    ]);
  });

  it('adds the table where an order has one', () => {
    expect(orderTypeLabel({ deliverTo: 'table_service', table: '4' })).toBe('Eat In - Table 4');
    expect(orderTypeLabel({ deliverTo: 'table_service', table: null })).toBe('Eat In');
    expect(orderTypeLabel({ deliverTo: 'table_service', table: '' })).toBe('Eat In');
    expect(orderTypeLabel({ deliverTo: 'click_and_collect', table: null })).toBe('Click & Collect');
  });
});
