import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KitchenPage } from '@/features/kitchen/routes/kitchen-page';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { makeOrder, makeOrderItem, orderPageWire } from '@/testing/make-order';
import { stubMatchMedia } from '@/testing/match-media';
import { renderRoute } from '@/testing/render-route';

const KITCHEN = 'GET /api/orders/orders/kitchen/';

const renderKitchen = (initialPath = '/kitchen') =>
  renderRoute({
    session: makeSession(),
    initialPath,
    routes: [{ path: '/kitchen', element: <KitchenPage /> }],
  });

const tableOrder = makeOrder({
  id: 'order-7',
  orderNumber: 207,
  deliverTo: 'table_service',
  table: '4',
  notes: 'No nuts please',
  orderItems: [
    makeOrderItem({
      id: 'item-a',
      product: { ...makeOrderItem().product, name: 'Flat White' },
      optionalItems: [{ id: 'opt-1', label: 'Oat milk', price: 40 }],
    }),
    makeOrderItem({ id: 'item-b', product: { ...makeOrderItem().product, name: 'Croissant' } }),
  ],
});

const withReady = (order: Order, itemIds: string[]): Order => ({
  ...order,
  orderItems: order.orderItems.map((item) =>
    itemIds.includes(item.id) ? { ...item, status: 'ready' } : item,
  ),
});

describe('kitchen screen', () => {
  it('lays tickets out in 4 columns on a landscape screen', async () => {
    stubMatchMedia((query) => query.includes('min-width: 1000px'));
    stubFetch({ [KITCHEN]: { body: orderPageWire([tableOrder]) } });
    renderKitchen();
    const grid = await screen.findByRole('list', { name: 'Kitchen orders' });
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' });
  });

  it('lays tickets out in 2 columns in portrait', async () => {
    stubMatchMedia((query) => query.includes('portrait') || query.includes('min-width: 1000px'));
    stubFetch({ [KITCHEN]: { body: orderPageWire([tableOrder]) } });
    renderKitchen();
    const grid = await screen.findByRole('list', { name: 'Kitchen orders' });
    expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
  });

  it('shows each ticket: number, date, ordered-at, destination, items with options and notes', async () => {
    stubFetch({ [KITCHEN]: { body: orderPageWire([tableOrder]) } });
    renderKitchen();
    const ticket = await screen.findByRole('article', { name: 'Order 207' });
    expect(within(ticket).getByRole('heading', { name: '#207' })).toBeInTheDocument();
    expect(within(ticket).getByText('Table 4')).toBeInTheDocument();
    expect(within(ticket).getByText('Thu 26 Nov')).toBeInTheDocument();
    expect(within(ticket).getByText('Ordered 14:05')).toBeInTheDocument();
    expect(within(ticket).getByText('+ Oat milk')).toBeInTheDocument();
    expect(within(ticket).getByText('Notes: No nuts please')).toBeInTheDocument();
    expect(
      within(ticket).getByRole('button', { name: 'Flat White, Oat milk', pressed: false }),
    ).toBeInTheDocument();
  });

  it("says 'No current orders.' with the Last updated time when nothing is cooking", async () => {
    stubFetch({ [KITCHEN]: { body: orderPageWire([]) } });
    renderKitchen();
    expect(await screen.findByText('No current orders.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Last updated \d{2}:\d{2}:\d{2}$/);
  });

  it('marks a tapped item ready; the order stays until its last item is done', async () => {
    let listed = tableOrder;
    const { calls } = stubFetch({
      [KITCHEN]: () => ({ body: orderPageWire([listed]) }),
      'PATCH /api/orders/order-items/item-a/': () => {
        listed = withReady(tableOrder, ['item-a']);
        return { body: toWire(listed) };
      },
    });
    renderKitchen();
    await userEvent.click(await screen.findByRole('button', { name: 'Flat White, Oat milk' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'ready' });
    expect(
      await screen.findByRole('button', { name: 'Flat White, Oat milk', pressed: true }),
    ).toBeInTheDocument();
    // Croissant is still to make: the order is not marked ready.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('marks the order ready with its last item, and it leaves the kitchen', async () => {
    let isDone = false;
    const lastOne = withReady(tableOrder, ['item-a']);
    const { calls } = stubFetch({
      [KITCHEN]: () => ({ body: orderPageWire(isDone ? [] : [lastOne]) }),
      'PATCH /api/orders/order-items/item-b/': {
        body: toWire(withReady(tableOrder, ['item-a', 'item-b'])),
      },
      'POST /api/orders/orders/order-7/ready/': () => {
        isDone = true;
        return { body: toWire({ ...lastOne, status: 'ready' }) };
      },
    });
    renderKitchen();
    await userEvent.click(await screen.findByRole('button', { name: 'Croissant' }));
    expect(await screen.findByText('No current orders.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual([
      'PATCH /api/orders/order-items/item-b/',
      'POST /api/orders/orders/order-7/ready/',
    ]);
  });

  it('shows the tick at once, and puts it back silently when the server refuses', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const { fetchMock } = stubFetch({ [KITCHEN]: { body: orderPageWire([tableOrder]) } });
    const kitchenFetch = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method !== 'PATCH') return await kitchenFetch!(input, init);
      return await new Promise<Response>((resolve) => (answer = resolve));
    });
    renderKitchen();
    await userEvent.click(await screen.findByRole('button', { name: 'Croissant' }));
    expect(screen.getByRole('button', { name: 'Croissant', pressed: true })).toBeInTheDocument();
    answer(new Response(JSON.stringify({ detail: 'No.' }), { status: 409 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Croissant', pressed: false })).toBeInTheDocument(),
    );
  });

  it('pages 12 at a time with the page in the address', async () => {
    const { calls } = stubFetch({ [KITCHEN]: { body: orderPageWire([tableOrder], 13) } });
    const { router } = renderKitchen();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(calls[0]?.url).toContain('limit=12');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('page=2'))).toBe(true));
  });
});
