import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, PaymentPart } from '@opentill/contract/orders/order.schemas';
import { OrderDetailDialog } from '@/features/orders/detail/order-detail-dialog';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { makeListedOrder } from '@/testing/order-fixtures';
import { renderRoute } from '@/testing/render-route';

// Issue 16: a split bill's Payment tab lists its payments, and its tips.

const part = (overrides: Partial<PaymentPart>): PaymentPart => ({
  id: 'part-1',
  payType: 'cash',
  amountGross: 300,
  amountTendered: 500,
  change: 200,
  tip: 0,
  amountRefunded: 0,
  cardNumberMask: null,
  paidAt: '2026-11-26T10:01:00Z',
  refunds: [],
  ...overrides,
});

const cashPart = part({ id: 'part-1', amountGross: 300 });
const cardPart = part({
  id: 'part-2',
  payType: 'pax_device',
  amountGross: 250,
  amountTendered: null,
  change: null,
  tip: 50,
  amountRefunded: 100,
  cardNumberMask: '************4242',
  paidAt: '2026-11-26T10:02:00Z',
  refunds: [{ id: 'r1', amount: 100, notes: 'Cold', date: '2026-11-26T11:00:00Z' }],
});

/** £9.00 in three: £3.00 cash, £2.50 on one card (50p tip, £1.00 back), the last £3.50 on another. */
const splitOrder = (): Order => {
  const order = makeListedOrder({ totalCost: 900, itemsTotal: 900 });
  return {
    ...order,
    orderPayment: {
      ...order.orderPayment!,
      id: 'payment-1',
      payType: 'pax_device',
      amountGross: 900,
      amountTendered: null,
      change: null,
      amountRefunded: 100,
      cardNumberMask: '************1234',
      paidAt: '2026-11-26T10:03:00Z',
      amountDue: 0,
      parts: [cashPart, cardPart],
      tip: 125,
      refunds: cardPart.refunds,
    },
  };
};

/** The same bill with only the cash part paid: £6.00 still to pay. */
const partPaidOrder = (): Order => {
  const order = makeListedOrder({ totalCost: 900, itemsTotal: 900 });
  return {
    ...order,
    orderPayment: {
      ...order.orderPayment!,
      status: 'requested',
      amountGross: 900,
      paidAt: null,
      amountDue: 600,
      parts: [cashPart],
      tip: 0,
    },
  };
};

const renderPaymentTab = (order: Order) => {
  stubFetch({ 'GET /api/orders/orders/order-1/': { body: toWire(order) } });
  renderRoute({
    session: makeSession(),
    initialPath: '/orders',
    routes: [
      {
        path: '/orders',
        element: (
          <OrderDetailDialog
            order={order}
            initialTab="payment"
            isTerminal={false}
            onClose={() => undefined}
          />
        ),
      },
    ],
  });
  return within(screen.getByRole('dialog', { name: 'Order #42' }));
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the payment tab of a split bill', () => {
  it('lists both parts and the final payment, with their tender, amount, tip and refunds', () => {
    const tab = renderPaymentTab(splitOrder());
    const payments = tab.getByRole('table', { name: 'Payments' });
    expect(rowsOf(payments)).toEqual([
      expect.stringMatching(/^Cash£3\.00\d{4}-\d\d-\d\d \d\d:01$/),
      expect.stringMatching(/^Card \*\*\*\*4242£2\.50£0\.50£1\.00\d{4}-\d\d-\d\d \d\d:02$/),
      // The last part is what the earlier ones leave: £9.00 − £3.00 − £2.50, tip £1.25 − £0.50.
      expect.stringMatching(/^Card \*\*\*\*1234£3\.50£0\.75\d{4}-\d\d-\d\d \d\d:03$/),
    ]);
    expect(tab.getByText('Tips £1.25')).toBeVisible();
    // The tenders are the table's to say: one "by card" would be wrong for a bill paid both ways.
    expect(tab.getByText(/^Paid £9\.00 on [\d-]+ [\d:]+$/)).toBeVisible();
    expect(tab.getByRole('status', { name: 'Outstanding' })).toHaveTextContent('£0.00');
  });

  it('shows what is still to pay while part paid', () => {
    const tab = renderPaymentTab(partPaidOrder());
    const payments = tab.getByRole('table', { name: 'Payments' });
    expect(rowsOf(payments)).toEqual([
      expect.stringMatching(/^Cash£3\.00\d{4}/),
      'Still to pay£6.00',
    ]);
    expect(tab.getByRole('status', { name: 'Outstanding' })).toHaveTextContent('£6.00');
    expect(tab.queryByText(/^Tips? /)).toBeNull();
  });

  it('leaves an order paid in one go as it was: no payments table, its tender in words', () => {
    const tab = renderPaymentTab(makeListedOrder());
    expect(tab.queryByRole('table', { name: 'Payments' })).toBeNull();
    expect(tab.getByText(/^Paid £4\.50 on [\d-]+ [\d:]+ in cash$/)).toBeVisible();
    expect(tab.queryByText(/^Tips? /)).toBeNull();
  });

  it('shows the tip of an order paid in one go', () => {
    const order = makeListedOrder();
    const tab = renderPaymentTab({
      ...order,
      orderPayment: { ...order.orderPayment!, parts: [], amountDue: 0, tip: 40 },
    });
    expect(tab.getByText('Tip £0.40')).toBeVisible();
    expect(tab.queryByRole('table', { name: 'Payments' })).toBeNull();
  });
});
