import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCartStore } from '@/features/till/cart/cart-store';
import { OFFLINE_SALE_MESSAGE } from '@/features/till/checkout/state/use-create-checkout-order';
import { listSales } from '@/offline/outbox-store';
import { makeProduct } from '@/testing/catalogue-factories';
import { noMethods, renderCheckout } from '@/testing/checkout-fixtures';
import { findToast } from '@/testing/find-toast';
import { toWire } from '@/testing/factories';
import { makeOrder } from '@/testing/make-order';
import { serviceChargeMessages as sc } from '@opentill/contract/orders/service-charge';

// Issue 16: an eat-in bill's service charge in checkout's totals, in the order's body when
// the customer declined it, and in the total an offline sale is kept with.

const fishAndChips = makeProduct({ name: 'Fish and Chips', price: 800 });
const eatInWithCharge = {
  client: { ...noMethods, featureEatIn: true, serviceCharge: { percent: 12.5, mandatory: false } },
  cart: [[fishAndChips, 1]] as [typeof fishAndChips, number][],
};
const declined = () => getCartStore('corner-cafe').setIsServiceChargeDeclined(true);
const onTable4 = async () => {
  await screen.findByRole('form', { name: 'Customer details' });
  await userEvent.click(await screen.findByRole('button', { name: '4' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
};
const totals = () => within(screen.getByRole('table', { name: 'Totals' }));
const postBody = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'POST')?.body;

describe('the service charge at checkout', () => {
  it('adds it to the eat-in total, and leaves it to the server to charge', async () => {
    const { calls } = renderCheckout(eatInWithCharge);
    await screen.findByRole('form', { name: 'Customer details' });
    expect(totals().getByRole('row', { name: /Service charge/ })).toHaveTextContent('£1.00');
    expect(totals().getByRole('row', { name: /Total/ })).toHaveTextContent('£9.00');
    await onTable4();
    expect(await findToast('Order Created')).toBeVisible();
    expect(postBody(calls)).not.toHaveProperty('service_charge');
    expect(postBody(calls)).toMatchObject({ till_total: 900 });
  });

  it('sends service_charge false when the customer declined it', async () => {
    const { calls } = renderCheckout({ ...eatInWithCharge, beforeRender: declined });
    await screen.findByRole('form', { name: 'Customer details' });
    expect(totals().queryByRole('row', { name: /Service charge/ })).not.toBeInTheDocument();
    expect(totals().getByRole('row', { name: /Total/ })).toHaveTextContent('£8.00');
    await onTable4();
    expect(await findToast('Order Created')).toBeVisible();
    expect(postBody(calls)).toMatchObject({ service_charge: false, till_total: 800 });
  });

  it('keeps an offline sale with the charge in its total and on its receipt', async () => {
    const { fetchMock } = renderCheckout(eatInWithCharge);
    await screen.findByRole('form', { name: 'Customer details' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await onTable4();
    expect(await findToast(OFFLINE_SALE_MESSAGE)).toBeVisible();
    await waitFor(async () => expect(await listSales('corner-cafe')).toHaveLength(1));
    const [sale] = await listSales('corner-cafe');
    expect(sale?.tillTotal).toBe(900);
    expect(sale?.snapshot.priceAdjustments).toMatchObject([
      { label: 'Optional service charge (12.5%)', amount: 100, reasonCode: 'service_charge' },
    ]);
  });

  it('takes an optional charge off the open bill in one tap when the table asks at payment', async () => {
    const unpaid = makeOrder();
    const withCharge = makeOrder({
      orderPayment: { ...unpaid.orderPayment!, status: 'requested', amountGross: 900 },
      deliverTo: 'table_service',
      itemsTotal: 800,
      totalCost: 900,
      priceAdjustments: [
        {
          id: 'sc',
          label: 'Optional service charge (12.5%)',
          amount: 100,
          orderItemId: null,
          reasonCode: 'service_charge',
        },
      ],
    });
    const { calls } = renderCheckout({
      ...eatInWithCharge,
      routes: {
        'POST /api/orders/orders/': { status: 201, body: toWire(withCharge) },
        'GET /api/orders/orders/order-1/': { body: toWire(withCharge) },
        'POST /api/orders/orders/order-1/service_charge/': {
          body: toWire({ ...withCharge, priceAdjustments: [], totalCost: 800 }),
        },
      },
    });
    await onTable4();
    await userEvent.click(await screen.findByRole('button', { name: sc.remove }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.url.endsWith('/service_charge/') && call.method === 'POST')?.body,
      ).toEqual({ on: false }),
    );
  });
});
