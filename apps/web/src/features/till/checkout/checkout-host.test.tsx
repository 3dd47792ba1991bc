import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCartStore, toCartProduct } from '@/features/till/cart/cart-store';
import { CheckoutHost } from '@/features/till/checkout/checkout-host';
import {
  cartSignature,
  markPayLater,
  saveOpenCheckout,
} from '@/features/till/checkout/state/checkout-storage';
import { useCheckout } from '@/features/till/hooks/use-checkout';
import { espresso, makeOrder } from '@/testing/checkout-fixtures';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { stubWideTillScreen } from '@/testing/match-media';
import { renderRoute } from '@/testing/render-route';

const PayButton = () => {
  const startCheckout = useCheckout();
  return (
    <button type="button" onClick={() => startCheckout()}>
      Pay
    </button>
  );
};

const renderHost = (initialPath = '/till') => {
  stubWideTillScreen();
  stubFetch({
    'GET /api/accounts/cashier/current/': { body: { cashier: null } },
    'GET /api/orders/orders/order-1/': { body: toWire(makeOrder()) },
  });
  const store = getCartStore('corner-cafe');
  return renderRoute({
    session: makeSession(),
    initialPath,
    routes: [
      {
        path: '/till',
        element: (
          <>
            <PayButton />
            <CheckoutHost store={store} />
          </>
        ),
      },
    ],
  });
};

const storeUnpaidOrder = () => {
  const store = getCartStore('corner-cafe');
  store.add({ product: toCartProduct(espresso), options: {}, priceOverride: null }, null);
  saveOpenCheckout('corner-cafe', {
    orderId: 'order-1',
    step: 'payment',
    cartSignature: cartSignature(store.getLines()),
  });
};

describe('checkout host', () => {
  it('opens checkout when Pay asks for it, and Back closes it', async () => {
    const { router } = renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(router.state.location.search).toBe('?checkout=1');
    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('reopens an interrupted checkout on its payment step after a reload', async () => {
    storeUnpaidOrder();
    renderHost();
    expect(await screen.findByRole('tab', { name: 'Payment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('leaves an order the cashier chose to pay later until Pay is tapped', async () => {
    storeUnpaidOrder();
    markPayLater('order-1');
    renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('tab', { name: 'Payment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
