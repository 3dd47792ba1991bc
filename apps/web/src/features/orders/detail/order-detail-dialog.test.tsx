import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { OrderDetailDialog } from '@/features/orders/detail/order-detail-dialog';
import type { DetailTab } from '@/features/orders/detail/detail-tabs';
import { makeDevice, makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { makeListedOrder } from '@/testing/order-fixtures';
import { renderRoute } from '@/testing/render-route';

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

  it('lists earlier refunds, and asks for a cashier before refunding when none is signed in', async () => {
    const order = makeListedOrder();
    const refunded: Order = {
      ...order,
      orderPayment: {
        ...order.orderPayment!,
        amountRefunded: 150,
        refunds: [{ id: 'r1', amount: 150, notes: 'Cold coffee', date: '2026-11-26T11:00:00Z' }],
      },
    };
    const { calls } = renderDetail(refunded, {
      tab: 'refund',
      isTerminal: true,
      routes: {
        'GET /api/accounts/cashier/current/': { body: { cashier: null } },
        'GET /api/accounts/cashier/': {
          body: toWire([
            {
              id: 'k1',
              username: 'Alex',
              colour: '#3366ff',
              hasPin: false,
              hasEditPermission: false,
            },
          ]),
        },
        'POST /api/accounts/cashier/k1/login/': {
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
      },
    });
    const table = within(dialog()).getByRole('table', { name: 'Refunds' });
    expect(table).toHaveTextContent('£1.50');
    expect(table).toHaveTextContent('Cold coffee');
    expect(table).toHaveTextContent(/2026-11-26 \d\d:00/);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Refund' }));
    const login = await screen.findByRole('dialog', { name: 'Cashier Log In' });
    await userEvent.click(within(login).getByRole('button', { name: 'Alex' }));
    expect(await screen.findByRole('dialog', { name: 'Refund order #42' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/accounts/cashier/k1/login/')).toBe(true);
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
    expect(await screen.findByText('Receipt Sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      method: 'email',
      info: 'g@example.com',
    });
    expect(within(dialog()).getByRole('button', { name: 'Text' })).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Print' })).toBeVisible();
  });
});
