import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { drawerMessages } from '@opentill/contract/drawer/drawer-messages';
import { makeOrder, noMethods, renderCheckout } from '@/testing/checkout-fixtures';
import { forgetTillDevice, keepTillDevice, tillTwo } from '@/testing/drawer-fixtures';
import { toWire } from '@/testing/factories';
import { findToast } from '@/testing/find-toast';

const paidOrder = makeOrder({
  orderPayment: { ...makeOrder().orderPayment!, status: 'paid', change: 50, amountTendered: 500 },
});
const PAY = 'POST /api/orders/orders/order-1/pay/';

describe('cash taken on a registered till (issue 16)', () => {
  afterEach(forgetTillDevice);

  it('names the till, so the cash goes into its drawer', async () => {
    await keepTillDevice();
    const { calls } = renderCheckout({
      client: { ...noMethods, featureInStore: true, cashDrawer: true },
      routes: { [PAY]: { body: toWire(paidOrder) } },
    });
    await userEvent.click(await screen.findByRole('button', { name: '£5' }));
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('/pay/'))?.body).toEqual({
      type: 'cash',
      amount: 500,
      device_id: tillTwo.id,
    });
  });

  it('says in words that the till must be opened first', async () => {
    await keepTillDevice();
    renderCheckout({
      client: { ...noMethods, featureInStore: true, cashDrawer: true },
      routes: { [PAY]: { status: 409, body: { detail: drawerMessages.openBeforeCash } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Exact' }));
    expect(await findToast(drawerMessages.openBeforeCash)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Receipt' })).toBeNull();
  });
});
