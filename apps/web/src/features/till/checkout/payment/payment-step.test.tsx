import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';
import { browserPlatform } from '@/platform/platform';
import { RECEIPT_AUTO_CLOSE_MS } from '@/features/till/checkout/receipt/receipt-step';
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

/** In Store is the till's order type: checkout makes the order and opens on Payment. */
const toPayment = async () => await screen.findByRole('form', { name: 'Cash payment' });

describe('cash payment', () => {
  it('shows the change due as the tendered amount is typed', async () => {
    renderCheckout({ client: { ...noMethods, featureInStore: true, featureTakeaway: true } });
    await toPayment();
    const tendered = screen.getByRole('textbox', { name: 'Amount tendered' });
    const change = screen.getByRole('status', { name: 'Change due' });
    await userEvent.type(tendered, '5');
    expect(change).toHaveTextContent('£0.50');
    await userEvent.clear(tendered);
    await userEvent.type(tendered, '20');
    expect(change).toHaveTextContent('£15.50');
  });

  it('offers Exact and the notes above the total: £5, £10, £20 for £4.50', async () => {
    renderCheckout({ client: { ...noMethods, featureInStore: true } });
    const quick = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Exact', '£5', '£10', '£20']);
  });

  it('takes the cash in one tap on £20, then returns to the till by itself', async () => {
    const { calls, store, closedCount } = renderCheckout({
      client: { ...noMethods, featureInStore: true },
      routes: {
        'POST /api/orders/orders/order-1/pay/': { body: toWire(paidOrder) },
        // Read again once paid, for the receipt (the create's answer was cached until then).
        'GET /api/orders/orders/order-1/': { body: toWire(paidOrder) },
      },
    });
    await toPayment();
    await userEvent.click(screen.getByRole('button', { name: '£20' }));
    expect(await screen.findByRole('status', { name: 'Payment' })).toHaveTextContent(
      'Change £15.50',
    );
    expect(calls.find((c) => c.url.includes('/pay/'))?.body).toEqual({
      type: 'cash',
      amount: 2000,
    });
    expect(store.getLines()).toEqual([]);
    expect(closedCount()).toBe(0);
    await waitFor(() => expect(closedCount()).toBe(1), { timeout: RECEIPT_AUTO_CLOSE_MS + 2000 });
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
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount tendered' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Take cash' }));
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    const pay = calls.find((c) => c.url.includes('/pay/'));
    expect(pay?.body).toEqual({ type: 'cash', amount: 2000 });
    expect(pay?.headers.get('Idempotency-Key')).toBe('cash-order-1-2000');
    expect(store.getLines()).toEqual([]);
  });
});

describe('an order brought to the till to pay (Orders, Open orders)', () => {
  it('keeps the unrelated cart when it is paid', async () => {
    const { store } = renderCheckout({
      client: { ...noMethods, featureInStore: true, featureTakeaway: true },
      routes: {
        'GET /api/orders/orders/order-1/': { body: toWire(makeOrder()) },
        'POST /api/orders/orders/order-1/pay/': { body: toWire(paidOrder) },
      },
      beforeRender: () =>
        saveOpenCheckout('corner-cafe', {
          orderId: 'order-1',
          step: 'payment',
          cartSignature: null,
        }),
    });
    const before = store.getLines();
    expect(before.length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Exact' }));
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(store.getLines()).toEqual(before);
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
