import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { OrderDetailDialog } from '@/features/orders/detail/order-detail-dialog';
import type { DetailTab } from '@/features/orders/detail/detail-tabs';
import { makeDevice, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { makeListedOrder } from '@/testing/order-fixtures';
import { renderRoute } from '@/testing/render-route';
import { findToast } from '@/testing/find-toast';

const SENT_RECEIPT = { id: 'delivery-1', status: 'sent', detail: 'Receipt Sent' };

const unpaid = (order: Order): Order => ({
  ...order,
  orderPayment: { ...order.orderPayment!, status: 'cancelled_client', paidAt: null },
});

const renderDetail = (
  order: Order,
  {
    tab = 'details',
    isTerminal = false,
    routes = {},
  }: { tab?: DetailTab; isTerminal?: boolean; routes?: StubRoutes } = {},
) => {
  const stub = stubFetch({
    'GET /api/orders/orders/order-1/': { body: toWire(order) },
    ...routes,
  });
  const view = renderRoute({
    session: makeSession({ device: isTerminal ? makeDevice() : null }),
    initialPath: '/orders',
    routes: [
      {
        path: '/orders',
        element: (
          <OrderDetailDialog
            order={order}
            initialTab={tab}
            isTerminal={isTerminal}
            onClose={() => undefined}
          />
        ),
      },
      { path: '/till', element: <p>Till</p> },
    ],
  });
  return { ...stub, ...view };
};

const dialog = () => screen.getByRole('dialog', { name: 'Order #42' });

/** The order with `pence` of it refunded, in one refund. */
const refundedBy = (order: Order, pence: number): Order => ({
  ...order,
  orderPayment: {
    ...order.orderPayment!,
    amountRefunded: pence,
    refunds: [{ id: 'r1', amount: pence, notes: 'Cold coffee', date: '2026-11-26T11:00:00Z' }],
  },
});

describe('the order detail dialog', () => {
  it('shows the details: number, cost, the customer line, notes and items by category', async () => {
    const { calls } = renderDetail(
      makeListedOrder({
        notes: 'No sugar',
        customer: {
          id: 'c',
          name: 'Grace',
          phone: '07700 900123',
          email: '',
          address: '1 High St',
          postcode: 'SW1A 1AA',
          over18: false,
        },
      }),
    );
    expect(within(dialog()).getByText('Grace: 07700 900123: 1 High St: SW1A 1AA')).toBeVisible();
    expect(within(dialog()).getByText('No sugar')).toBeVisible();
    expect(within(dialog()).getByText('£4.50')).toBeVisible();
    expect(within(dialog()).getByRole('region', { name: 'Bakery' })).toHaveTextContent('Muffin');
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/orders/orders/order-1/?all=true')).toBe(true),
    );
  });

  it('shows a till sale’s ticket beside the number, and both figures of a price review', () => {
    const order: Order = {
      ...makeListedOrder(),
      deviceTicket: 'T2-0142',
      soldOfflineAt: '2026-11-26T10:05:00Z',
      priceReview: { tillTotal: 450, catalogueTotal: 500 },
    };
    renderDetail(order);
    const shown = screen.getByRole('dialog', { name: 'Order #42 · T2-0142' });
    expect(within(shown).getByText('42 · Ticket T2-0142')).toBeVisible();
    expect(within(shown).getByText('Sold offline')).toBeVisible();
    expect(within(shown).getByRole('alert')).toHaveTextContent(
      'Price review: the till charged £4.50 while offline; the catalogue prices this order at £5.00.',
    );
  });

  it('shows no ticket or review for a sale made online, even from a numbered till', () => {
    renderDetail({
      ...makeListedOrder(),
      deviceTicket: 'T2-0143',
      soldOfflineAt: null,
      priceReview: null,
    });
    expect(screen.getByRole('dialog', { name: 'Order #42' })).toBeVisible();
    expect(within(dialog()).getByText('42')).toBeVisible();
    expect(within(dialog()).queryByText(/T2-0143/)).toBeNull();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(within(dialog()).queryByText('Sold offline')).toBeNull();
  });

  it('has no Refund tab off a terminal device', () => {
    renderDetail(makeListedOrder());
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Order Details', 'Receipt', 'Payment']);
  });

  it('shows an unpaid order as cancelled with what is owed, and Create payment opens the till', async () => {
    const order = unpaid(makeListedOrder());
    renderDetail(order, {
      tab: 'payment',
      routes: {
        'GET /api/accounts/cashier/current/': {
          body: {
            cashier: {
              id: 'k',
              username: 'Alex',
              colour: '#000',
              hasPin: false,
              hasEditPermission: false,
            },
          },
        },
      },
    });
    expect(within(dialog()).getByLabelText('Payment cancelled')).toBeVisible();
    expect(within(dialog()).getByRole('status', { name: 'Outstanding' })).toHaveTextContent(
      '£4.50',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create payment' }));
    expect(await screen.findByText('Till')).toBeInTheDocument();
  });

  it('lists earlier refunds on the terminal, and goes straight to the refund PIN', async () => {
    const refunded = refundedBy(makeListedOrder(), 150);
    renderDetail(refunded, { tab: 'refund', isTerminal: true });
    const table = within(dialog()).getByRole('table', { name: 'Refunds' });
    expect(table).toHaveTextContent('£1.50');
    expect(table).toHaveTextContent('Cold coffee');
    expect(table).toHaveTextContent(/2026-11-26 \d\d:00/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Refund' }));
    // The refund PIN is the permission: no cashier log-in first (service problem 21).
    const refund = await screen.findByRole('dialog', { name: 'Refund order #42' });
    expect(within(refund).getByLabelText('Refund PIN')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cashier Log In' })).toBeNull();
  });

  it('offers an owner Refund in the Payment tab, with the refunds and a partly refunded badge', async () => {
    renderDetail(refundedBy(makeListedOrder(), 150), { tab: 'payment' });
    expect(within(dialog()).getByLabelText('Payment partially refunded')).toBeVisible();
    expect(within(dialog()).getByRole('table', { name: 'Refunds' })).toHaveTextContent('£1.50');
    const button = within(dialog()).getByRole('button', { name: 'Refund' });
    expect(button).toBeEnabled();
  });

  it('shows a fully refunded order as refunded, with Refund disabled and why', async () => {
    const order = makeListedOrder();
    renderDetail(refundedBy(order, order.orderPayment!.amountGross), { tab: 'payment' });
    expect(within(dialog()).getByLabelText('Payment refunded')).toBeVisible();
    const button = within(dialog()).getByRole('button', { name: 'Refund' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Refunded in full: nothing is left to refund.');
  });

  it('offers no Refund to a staff log-in without a cashier who may edit', async () => {
    const stub = stubFetch({
      'GET /api/orders/orders/order-1/': { body: toWire(makeListedOrder()) },
      'GET /api/accounts/cashier/current/': {
        body: toWire({
          cashier: {
            id: 'k1',
            username: 'Alex',
            colour: '#3366ff',
            hasPin: false,
            hasEditPermission: false,
          },
        }),
      },
    });
    renderRoute({
      session: makeSession({ user: makeUser({ groups: [] }) }),
      initialPath: '/orders',
      routes: [
        {
          path: '/orders',
          element: (
            <OrderDetailDialog
              order={makeListedOrder()}
              initialTab="payment"
              isTerminal={false}
              onClose={() => undefined}
            />
          ),
        },
      ],
    });
    await waitFor(() =>
      expect(stub.calls.some((c) => c.url.startsWith('/api/accounts/cashier/current'))).toBe(true),
    );
    expect(within(dialog()).getByText('No refunds yet.')).toBeVisible();
    expect(within(dialog()).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('previews the receipt and sends it by email', async () => {
    const { calls } = renderDetail(makeListedOrder(), {
      tab: 'receipt',
      routes: { 'POST /api/orders/orders/order-1/send_receipt/': { body: SENT_RECEIPT } },
    });
    expect(within(dialog()).getByLabelText('Receipt preview')).toHaveTextContent('Order 42');
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: 'Email address' }),
      'g@example.com',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Email' }));
    expect(await findToast('Receipt Sent')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      method: 'email',
      info: 'g@example.com',
    });
    expect(within(dialog()).getByRole('button', { name: 'Text' })).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Print' })).toBeVisible();
  });
});
