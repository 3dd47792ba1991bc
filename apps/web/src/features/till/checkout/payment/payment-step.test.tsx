import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';
import { browserPlatform } from '@/platform/platform';
import { saveOpenCheckout, cartSignature } from '@/features/till/checkout/state/checkout-storage';
import { makeOrder, noMethods, renderCheckout } from '@/testing/checkout-fixtures';
import { toWire } from '@/testing/factories';

const paidOrder = makeOrder({
  orderPayment: {
    ...makeOrder().orderPayment!,
    status: 'paid',
    change: 1550,
    amountTendered: 2000,
  },
});

const toPayment = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'In Store' }));
  return await screen.findByRole('form', { name: 'Cash payment' });
};

describe('cash payment', () => {
  it('shows the change due as the tendered amount is typed, and the quick amounts', async () => {
    renderCheckout({ client: { ...noMethods, featureInStore: true, featureTakeaway: true } });
    await toPayment();
    const tendered = screen.getByRole('textbox', { name: 'Amount tendered' });
    const change = screen.getByRole('status', { name: 'Change due' });
    await userEvent.type(tendered, '5');
    expect(change).toHaveTextContent('£0.50');
    await userEvent.click(screen.getByRole('button', { name: '£20' }));
    expect(tendered).toHaveValue('20.00');
    expect(change).toHaveTextContent('£15.50');
    await userEvent.click(screen.getByRole('button', { name: '£10' }));
    expect(change).toHaveTextContent('£5.50');
  });

  it('refuses an amount below the total and pays nothing', async () => {
    const { calls } = renderCheckout({
      client: { ...noMethods, featureInStore: true, featureTakeaway: true },
    });
    await toPayment();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount tendered' }), '4.49');
    await userEvent.click(screen.getByRole('button', { name: 'Take cash' }));
    expect(screen.getByText(m.tenderedBelowTotal)).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/pay/'))).toBe(false);
  });

  it('pays the tendered amount, clears the cart and shows the receipt', async () => {
    const { calls, store } = renderCheckout({
      client: { ...noMethods, featureInStore: true, featureTakeaway: true },
      routes: { 'POST /api/orders/orders/order-1/pay/': { body: toWire(paidOrder) } },
    });
    await toPayment();
    await userEvent.click(screen.getByRole('button', { name: '£20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take cash' }));
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    const pay = calls.find((c) => c.url.includes('/pay/'));
    expect(pay?.body).toEqual({ type: 'cash', amount: 2000 });
    expect(pay?.headers.get('Idempotency-Key')).toBe('cash-order-1-2000');
    expect(store.getLines()).toEqual([]);
  });
});

describe('card payment on reopen', () => {
  it('asks the terminal about the uti already on the order and sends no second SALE', async () => {
    const terminal: CardTerminal = {
      sale: vi.fn(async () => undefined),
      refund: vi.fn(async () => undefined),
      getTransaction: vi.fn(async () => ({
        status: 'final' as const,
        transApproved: true,
        amountTrans: 450,
        retrievalReferenceNumber: 'RRN-9',
        cardPan: '************4242',
      })),
    };
    const cardPending = makeOrder({
      orderPayment: { ...makeOrder().orderPayment!, uti: 'uti-before-reload' },
    });
    // A reload mid-payment: the stored checkout names the order, and the cart still matches it.
    const { calls } = renderCheckout({
      client: { ...noMethods, featureTakeaway: true },
      platform: { ...browserPlatform, getCardTerminal: () => terminal },
      routes: {
        'GET /api/orders/orders/order-1/': { body: toWire(cardPending) },
        'POST /api/orders/orders/order-1/pay/': { body: toWire(paidOrder) },
      },
      beforeRender: (lines) =>
        saveOpenCheckout('corner-cafe', {
          orderId: 'order-1',
          step: 'payment',
          cartSignature: cartSignature(lines),
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(terminal.getTransaction).toHaveBeenCalledWith('uti-before-reload');
    expect(terminal.sale).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('/pay/'))?.body).toEqual({
        type: 'pax_device',
        uti: 'uti-before-reload',
        retrieval_reference_number: 'RRN-9',
        card_number_mask: '************4242',
      }),
    );
  });
});

describe('a stored order cancelled meanwhile', () => {
  it('is not offered for payment: checkout starts again from the cart', async () => {
    renderCheckout({
      client: { ...noMethods, featureTakeaway: true, featureEatIn: true },
      routes: {
        'GET /api/orders/orders/order-1/': { body: toWire(makeOrder({ status: 'cancelled' })) },
      },
      beforeRender: (lines) =>
        saveOpenCheckout('corner-cafe', {
          orderId: 'order-1',
          step: 'payment',
          cartSignature: cartSignature(lines),
        }),
    });
    expect(await screen.findByText(/Order 42 has been cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cash payment' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('tab', { name: 'Method' })).toHaveAttribute('aria-selected', 'true');
    expect(localStorage.getItem('opentill.checkout.corner-cafe')).toBeNull();
  });
});
