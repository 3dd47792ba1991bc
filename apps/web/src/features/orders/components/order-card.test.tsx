import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { OrderCard } from '@/features/orders/components/order-card';
import { makeSession } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { makeListedOrder, makeOrderItem } from '@/testing/order-fixtures';
import { renderRoute } from '@/testing/render-route';

const CONFIRMATION = 'Are you sure? Order has items not yet marked as ready. Check off anyway?';

const renderCard = (order: Order, routes: StubRoutes = {}) => {
  const stub = stubFetch({
    'POST /api/orders/orders/order-1/ready/': { body: {} },
    'POST /api/orders/orders/order-1/unready/': { body: {} },
    'POST /api/orders/orders/order-1/fulfill/': { body: {} },
    'PATCH /api/orders/order-items/item-1/': { body: {} },
    ...routes,
  });
  const onOpen = vi.fn();
  renderRoute({
    session: makeSession(),
    initialPath: '/',
    routes: [{ path: '/', element: <OrderCard order={order} onOpen={onOpen} /> }],
  });
  return { ...stub, onOpen };
};

const posts = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`);

const allReady = (order: Order) =>
  order.orderItems.map((item) => ({ ...item, status: 'ready' as const }));

describe('an order card', () => {
  it('shows number, time, payment, where it goes, the slot and the items by category', () => {
    renderCard(
      makeListedOrder({
        deliverTo: 'home_delivery',
        orderDatetimeSlot: '2026-11-26T18:30:00Z',
        createdAt: '2026-11-26T10:05:00Z',
      }),
    );
    const card = screen.getByRole('article', { name: '#42' });
    expect(within(card).getByText(/^\d\d:05 Thu 26th Nov$/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Payment paid')).toBeInTheDocument();
    expect(within(card).getByText('Home Delivery')).toBeInTheDocument();
    expect(within(card).getByText(/^Deliver at \d\d:30 Thu 26th Nov$/)).toBeInTheDocument();
    expect(within(within(card).getByRole('group', { name: 'Hot Drinks' })).getByText('Espresso'));
    expect(within(within(card).getByRole('group', { name: 'Bakery' })).getByText('Muffin'));
  });

  it('toggles an item when tapped', async () => {
    const { calls } = renderCard(makeListedOrder());
    await userEvent.click(screen.getByRole('switch', { name: 'Espresso ready' }));
    await waitFor(() => expect(posts(calls)).toEqual(['PATCH /api/orders/order-items/item-1/']));
    expect(calls.at(-1)?.body).toEqual({ status: 'ready' });
  });

  it('asks before marking ready while items are not ready, and goes ahead once confirmed', async () => {
    const { calls } = renderCard(makeListedOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Ready' }));
    const confirm = await screen.findByRole('dialog', { name: 'Order #42' });
    expect(within(confirm).getByText(CONFIRMATION)).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Check off' }));
    await waitFor(() => expect(posts(calls)).toEqual(['POST /api/orders/orders/order-1/ready/']));
  });

  it('cancelling the confirmation changes nothing', async () => {
    const { calls } = renderCard(makeListedOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Collected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Order #42' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([]);
  });

  it('fulfils a requested order via ready, at once when every item is ready (001-12)', async () => {
    const order = makeListedOrder();
    const { calls } = renderCard({ ...order, orderItems: allReady(order) });
    await userEvent.click(screen.getByRole('button', { name: 'Collected' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        'POST /api/orders/orders/order-1/ready/',
        'POST /api/orders/orders/order-1/fulfill/',
      ]),
    );
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });

  it('fulfils a ready order with one call, after asking when items are not ready', async () => {
    const { calls } = renderCard(makeListedOrder({ status: 'ready', deliverTo: 'in_store' }));
    await userEvent.click(screen.getByRole('button', { name: 'Completed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Order #42' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Check off' }));
    await waitFor(() => expect(posts(calls)).toEqual(['POST /api/orders/orders/order-1/fulfill/']));
  });

  it('reverts via unready when the ready step is tapped at progress 2 or more', async () => {
    const order = makeListedOrder({ status: 'fulfilled' });
    const { calls } = renderCard({ ...order, orderItems: [makeOrderItem()] });
    await userEvent.click(screen.getByRole('button', { name: 'Ready' }));
    await waitFor(() => expect(posts(calls)).toEqual(['POST /api/orders/orders/order-1/unready/']));
  });

  it('ignores a refused step silently (001 §8)', async () => {
    const order = makeListedOrder();
    const { calls } = renderCard(
      { ...order, orderItems: allReady(order) },
      { 'POST /api/orders/orders/order-1/fulfill/': { status: 409, body: { detail: 'No.' } } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Collected' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(screen.queryByText('No.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows who the order is for, its notes, an unpaid step, and identical lines as one "2 ×" row', async () => {
    const latte = (id: string) =>
      makeOrderItem({
        id,
        product: { id: 'p-latte', name: 'Latte', description: '', measure: '', category: 'Hot' },
        optionalItems: [{ id: 'o-whole', label: 'Whole', price: 0 }],
      });
    const order = makeListedOrder({
      customer: {
        id: 'c-1',
        name: 'Dee',
        phone: '07700 900123',
        email: '',
        address: '',
        postcode: '',
        over18: false,
      },
      notes: 'Nut allergy – no pesto',
      orderItems: [latte('item-1'), latte('item-2')],
      orderPayment: { ...makeListedOrder().orderPayment!, status: 'requested' },
    });
    const { calls } = renderCard(order, {
      'PATCH /api/orders/order-items/item-2/': { body: {} },
    });
    const card = screen.getByRole('article', { name: '#42' });
    expect(within(card).getByLabelText('Customer')).toHaveTextContent('Dee · 07700 900123');
    expect(within(card).getByLabelText('Notes')).toHaveTextContent('Nut allergy – no pesto');
    // The badge is the payment's own word (000 §4); the stepper's first step is never
    // "1 Paid" on an unpaid order.
    expect(within(card).getByLabelText('Payment requested')).toHaveTextContent('requested');
    expect(within(card).getAllByText('Unpaid')).toHaveLength(1);
    expect(within(card).queryByText('Paid')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('switch', { name: '2 × Latte, Whole ready' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        'PATCH /api/orders/order-items/item-1/',
        'PATCH /api/orders/order-items/item-2/',
      ]),
    );
  });

  it('opens the details from the Details button and from the order number', async () => {
    const { onOpen } = renderCard(makeListedOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Details of order 42' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open order 42' }));
    expect(onOpen.mock.calls.map((call) => call[1])).toEqual(['details', 'details']);
  });

  it('opens the receipt', async () => {
    const { onOpen } = renderCard(makeListedOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Receipt for order 42' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'order-1' }), 'receipt');
  });
});
