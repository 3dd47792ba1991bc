import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCartStore } from '@/features/till/cart/cart-store';
import { CheckoutHost } from '@/features/till/checkout/checkout-host';
import { makeOrder } from '@/testing/checkout-fixtures';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { stubWideTillScreen } from '@/testing/match-media';
import { renderRoute } from '@/testing/render-route';

describe('/till?pay={orderId}', () => {
  it('opens checkout at the payment step for that order, with an empty cart', async () => {
    stubWideTillScreen();
    const { calls } = stubFetch({
      'GET /api/accounts/cashier/current/': { body: { cashier: null } },
      'GET /api/orders/orders/order-7/': {
        body: toWire(makeOrder({ id: 'order-7', totalCost: 730 })),
      },
    });
    const store = getCartStore('corner-cafe');
    const { router } = renderRoute({
      session: makeSession(),
      initialPath: '/till?pay=order-7',
      routes: [{ path: '/till', element: <CheckoutHost store={store} /> }],
    });
    expect(await screen.findByRole('tab', { name: 'Payment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.search).toBe('?checkout=1');
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/orders/orders/order-7/'))).toBe(true),
    );
  });
});
