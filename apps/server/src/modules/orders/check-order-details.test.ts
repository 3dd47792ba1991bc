import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { orderCreateInputSchema } from '@opentill/contract/orders/order.schemas';
import { checkOrderDetails } from './check-order-details.js';

const everything = {
  featureEatIn: true,
  featureInStore: true,
  featureTakeaway: true,
  featureHomeDelivery: true,
  featureClickAndCollect: true,
  featureDelivery: true,
  takeawayAsksName: true,
};
const item = { productId: '6f1c2a0e-5b7d-4c1e-9a53-0d8e3f4b2c61' };
const check = (body: Record<string, unknown>, features = everything) =>
  checkOrderDetails(orderCreateInputSchema.parse({ orderItems: [item], ...body }), features);

describe('checkOrderDetails (spec 001 §5)', () => {
  it('asks for the table for eat-in, and not the terms', () => {
    expect(check({ deliverTo: 'table_service' })).toEqual({ table: [m.tableRequired] });
  });

  it('asks for the terms only on home delivery and click and collect (issue 13)', () => {
    expect(
      check({
        deliverTo: 'home_delivery',
        customer: { address: '1 High St', postcode: 'SW1A 1AA' },
        orderDatetimeSlot: '2030-01-01T12:00:00Z',
      }),
    ).toEqual({ terms_accepted: [m.termsRequired] });
    expect(
      check({
        deliverTo: 'click_and_collect',
        customer: { name: 'Ada' },
        orderDatetimeSlot: '2030-01-01T12:00:00Z',
      }),
    ).toEqual({ terms_accepted: [m.termsRequired] });
    expect(check({ deliverTo: 'in_store' })).toEqual({});
    expect(check({ deliverTo: 'collection', customer: { name: 'Ada' } })).toEqual({});
    expect(check({ deliverTo: 'delivery' })).toEqual({});
    expect(
      check({ deliverTo: 'table_service', table: '6f1c2a0e-5b7d-4c1e-9a53-0d8e3f4b2c62' }),
    ).toEqual({});
  });

  it('asks for address, postcode and slot for home delivery', () => {
    expect(check({ deliverTo: 'home_delivery', termsAccepted: true, customer: {} })).toEqual({
      'customer.address': [m.addressRequired],
      'customer.postcode': [m.postcodeRequired],
      order_datetime_slot: [m.dateRequired],
    });
  });

  it('asks for a slot and the customer name for click and collect', () => {
    expect(check({ deliverTo: 'click_and_collect', termsAccepted: true })).toEqual({
      'customer.name': [m.nameRequired],
      order_datetime_slot: [m.dateRequired],
    });
  });

  it('asks for the customer name for takeaway, and a blank name is no name', () => {
    expect(
      check({ deliverTo: 'collection', termsAccepted: true, customer: { name: '   ' } }),
    ).toEqual({ 'customer.name': [m.nameRequired] });
    expect(
      check({ deliverTo: 'collection', termsAccepted: true, customer: { name: 'Ada' } }),
    ).toEqual({});
  });

  it('takes a takeaway with no name when the merchant turned the name off, not click and collect', () => {
    const noName = { ...everything, takeawayAsksName: false };
    expect(check({ deliverTo: 'collection' }, noName)).toEqual({});
    expect(
      check(
        {
          deliverTo: 'click_and_collect',
          termsAccepted: true,
          orderDatetimeSlot: '2030-01-01T12:00:00Z',
        },
        noName,
      ),
    ).toEqual({ 'customer.name': [m.nameRequired] });
  });

  it('needs nothing more for in store, not even the terms', () => {
    expect(check({ deliverTo: 'in_store' })).toEqual({});
  });

  it('refuses a method the merchant does not offer', () => {
    expect(
      check(
        { deliverTo: 'collection', termsAccepted: true, customer: { name: 'Ada' } },
        { ...everything, featureTakeaway: false },
      ),
    ).toEqual({ deliver_to: [m.methodNotOffered] });
  });
});
