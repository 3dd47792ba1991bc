import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import { fakeSplitServer } from '@/features/till/checkout/split/fake-split-server';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';
import { browserPlatform } from '@/platform/platform';
import { makeOrder, noMethods, renderCheckout } from '@/testing/checkout-fixtures';

// Issue 16: a tip rides on a payment, outside the sale: on card the terminal charges it with
// the bill, on cash it is change the customer leaves.

const inStore = { ...noMethods, featureInStore: true };

/** £4.50 to pay, as the server now answers: what is due, no parts yet, no tip. */
const order: Order = makeOrder({
  orderPayment: { ...makeOrder().orderPayment!, amountDue: 450, parts: [], tip: 0 },
});

/** A terminal that approves every SALE at once, keeping the amounts it was asked for. */
const approvingTerminal = () => {
  const sales: { uti: string; amount: number }[] = [];
  const terminal: CardTerminal = {
    sale: vi.fn(async (uti: string, amount: number) => {
      sales.push({ uti, amount });
    }),
    refund: vi.fn(async () => undefined),
    getTransaction: vi.fn(async () => ({
      status: 'final' as const,
      transApproved: true,
      amountTrans: sales.at(-1)?.amount ?? 0,
      retrievalReferenceNumber: 'RRN-1',
      cardPan: '************4242',
    })),
  };
  return { terminal, sales };
};

const startBodies = (calls: { url: string; body: unknown }[]) =>
  calls.filter((call) => call.url.endsWith('/start_card_payment/')).map((call) => call.body);

describe('a tip on a card payment', () => {
  it('charges the part and the tip on the terminal, and starts the SALE with both', async () => {
    const { terminal, sales } = approvingTerminal();
    const { calls } = renderCheckout({
      client: inStore,
      routes: fakeSplitServer(order).routes,
      platform: { ...browserPlatform, getCardTerminal: () => terminal },
    });
    await userEvent.click(await screen.findByRole('button', { name: sb.splitBill }));
    await userEvent.click(screen.getByRole('button', { name: `${sb.payThisPart} · £2.25` }));
    await userEvent.click(screen.getByRole('button', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: sb.addTip }));
    // 10% of the £2.25 part, to the penny.
    await userEvent.click(screen.getByRole('button', { name: '10% · £0.23' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send £2.48 to the card terminal' }));

    expect(await screen.findByRole('status', { name: 'Split bill progress' })).toHaveTextContent(
      'Paid so far £2.25 · Still to pay £2.25',
    );
    expect(sales).toEqual([{ uti: expect.any(String) as string, amount: 248 }]);
    expect(startBodies(calls)).toEqual([{ uti: sales[0]?.uti, part_amount: 225, tip: 23 }]);
    // The next part starts with no tip: each customer chooses their own.
    expect(
      await screen.findByRole('button', { name: 'Send £2.25 to the card terminal' }),
    ).toBeInTheDocument();
  });

  it('takes another amount typed as the tip on the whole bill, and shows it paid', async () => {
    const { terminal, sales } = approvingTerminal();
    const { calls } = renderCheckout({
      client: inStore,
      routes: fakeSplitServer(order).routes,
      platform: { ...browserPlatform, getCardTerminal: () => terminal },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: sb.addTip }));
    await userEvent.click(screen.getByRole('button', { name: sb.customTip }));
    const send = () => screen.getByRole('button', { name: /to the card terminal/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Tip amount' }), '600');
    expect(screen.getByText(sb.tipRange)).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Tip amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tip amount' }), '1');
    await userEvent.click(send());

    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(sales.map((sale) => sale.amount)).toEqual([550]);
    // The whole bill: no part_amount, only the tip.
    expect(startBodies(calls)).toEqual([{ uti: sales[0]?.uti, tip: 100 }]);
    expect(screen.getByRole('status', { name: 'Payment' })).toHaveTextContent('Tip £1.00');
  });

  it('sends the uti alone when no tip is added', async () => {
    const { terminal, sales } = approvingTerminal();
    const { calls } = renderCheckout({
      client: inStore,
      routes: fakeSplitServer(order).routes,
      platform: { ...browserPlatform, getCardTerminal: () => terminal },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send £4.50 to the card terminal' }));
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(startBodies(calls)).toEqual([{ uti: sales[0]?.uti }]);
    expect(sales.map((sale) => sale.amount)).toEqual([450]);
  });
});

describe('keeping the change as a tip', () => {
  it('sends the change as the tip, so no change is given', async () => {
    const { calls } = renderCheckout({ client: inStore, routes: fakeSplitServer(order).routes });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount tendered' }), '20');
    const change = screen.getByRole('status', { name: 'Change due' });
    expect(change).toHaveTextContent('£15.50');
    await userEvent.click(screen.getByRole('checkbox', { name: sb.keepChangeAsTip }));
    expect(change).toHaveTextContent('£0.00');
    await userEvent.click(screen.getByRole('button', { name: 'Take cash' }));

    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/pay/'))?.body).toEqual({
        type: 'cash',
        amount: 2000,
        tip: 1550,
      }),
    );
    const payment = screen.getByRole('status', { name: 'Payment' });
    expect(payment).toHaveTextContent('Tip £15.50');
    expect(payment).not.toHaveTextContent('Change');
  });

  it('is not offered until there is change', async () => {
    renderCheckout({ client: inStore, routes: fakeSplitServer(order).routes });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount tendered' }), '4.50');
    expect(screen.queryByRole('checkbox', { name: sb.keepChangeAsTip })).not.toBeInTheDocument();
  });
});
