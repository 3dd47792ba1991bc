import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { onApiEvent } from '@/api/api-events';
import { KitchenPage } from '@/features/kitchen/routes/kitchen-page';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type FetchCall } from '@/testing/fetch-stub';
import { makeOrder, makeOrderItem, orderPageWire } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-route';

// Ticking lines off, and the 5 s Undo of the tap that finishes a ticket (issue 12).

const KITCHEN = 'GET /api/orders/orders/kitchen/';

const renderKitchen = () =>
  renderRoute({
    session: makeSession(),
    initialPath: '/kitchen',
    routes: [{ path: '/kitchen', element: <KitchenPage /> }],
  });

const product = (name: string) => ({ ...makeOrderItem().product, id: name, name });
const ticket = (id: string, orderNumber: number, items: [string, string][]): Order =>
  makeOrder({
    id,
    orderNumber,
    orderItems: items.map(([itemId, name]) =>
      makeOrderItem({ id: itemId, product: product(name) }),
    ),
  });
const withReady = (order: Order, itemIds: string[]): Order => ({
  ...order,
  orderItems: order.orderItems.map((item) =>
    itemIds.includes(item.id) ? { ...item, status: 'ready' } : item,
  ),
});
const steps = (calls: FetchCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`);
const ticketNumbers = () =>
  within(screen.getByRole('list', { name: 'Kitchen orders' }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

afterEach(() => vi.useRealTimers());

/** A kitchen of three tickets; the middle one has a Croissant left to make. */
const stubThreeTickets = () => {
  const first = ticket('o1', 1, [['i1', 'Toast']]);
  const middle = withReady(
    ticket('o2', 2, [
      ['i2', 'Flat White'],
      ['i3', 'Croissant'],
    ]),
    ['i2'],
  );
  const last = ticket('o3', 3, [['i4', 'Tea']]);
  let middleStatus: 'open' | 'ready' = 'open';
  const routes = {
    [KITCHEN]: () => ({
      body: orderPageWire(middleStatus === 'open' ? [first, middle, last] : [first, last]),
    }),
    'PATCH /api/orders/order-items/i3/': (init: RequestInit) => {
      const isReady = String(init.body).includes('"ready"');
      return { body: toWire(isReady ? withReady(middle, ['i3']) : middle) };
    },
    'POST /api/orders/orders/o2/ready/': () => {
      middleStatus = 'ready';
      return { body: toWire({ ...withReady(middle, ['i3']), status: 'ready' }) };
    },
    'POST /api/orders/orders/o2/unready/': () => {
      middleStatus = 'open';
      return { body: toWire(withReady(middle, ['i3'])) };
    },
  };
  return stubFetch(routes);
};

describe('ticking lines off in the kitchen', () => {
  it('ticks every unit of a grouped line with one tap, and the order stays while one is left', async () => {
    const order = ticket('o9', 9, [
      ['a', 'Latte'],
      ['b', 'Latte'],
      ['c', 'Scone'],
    ]);
    let listed = order;
    const { calls } = stubFetch({
      [KITCHEN]: () => ({ body: orderPageWire([listed]) }),
      'PATCH /api/orders/order-items/a/': () => {
        listed = withReady(order, ['a']);
        return { body: toWire(listed) };
      },
      'PATCH /api/orders/order-items/b/': () => {
        listed = withReady(order, ['a', 'b']);
        return { body: toWire(listed) };
      },
    });
    renderKitchen();
    await userEvent.click(await screen.findByRole('button', { name: '2 × Latte' }));
    expect(
      await screen.findByRole('button', { name: '2 × Latte', pressed: true }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(steps(calls)).toEqual([
        'PATCH /api/orders/order-items/a/',
        'PATCH /api/orders/order-items/b/',
      ]),
    );
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { status: 'ready' },
      { status: 'ready' },
    ]);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('puts a refused tick back silently', async () => {
    const order = ticket('o9', 9, [['a', 'Scone']]);
    stubFetch({
      [KITCHEN]: { body: orderPageWire([order]) },
      'PATCH /api/orders/order-items/a/': { status: 409, body: { detail: 'No.' } },
    });
    renderKitchen();
    await userEvent.click(await screen.findByRole('button', { name: 'Scone' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Scone', pressed: false })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('takes a screen’s 403 on a tick as a refused change, not as a reason to log out', async () => {
    const events: string[] = [];
    onTestFinished(onApiEvent(({ type }) => events.push(type)));
    const order = ticket('o9', 9, [['a', 'Scone']]);
    stubFetch({
      [KITCHEN]: { body: orderPageWire([order]) },
      'PATCH /api/orders/order-items/a/': { status: 403, body: { detail: 'No.' } },
    });
    renderKitchen();
    await userEvent.click(await screen.findByRole('button', { name: 'Scone' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Scone', pressed: false })).toBeInTheDocument(),
    );
    expect(events).toEqual([]);
  });

  it('marks the order ready with its last line at once, and keeps the ticket in its place with an Undo', async () => {
    const { calls } = stubThreeTickets();
    renderKitchen();
    await userEvent.click(await screen.findByRole('button', { name: 'Croissant' }));
    await waitFor(() =>
      expect(steps(calls)).toEqual([
        'PATCH /api/orders/order-items/i3/',
        'POST /api/orders/orders/o2/ready/',
      ]),
    );
    // The list has dropped it; it stays where it was, and the others do not move.
    const readyAt = calls.findIndex((c) => c.url.endsWith('/ready/'));
    await waitFor(() =>
      expect(calls.findLastIndex((c) => c.method === 'GET')).toBeGreaterThan(readyAt),
    );
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)));
    expect(ticketNumbers()).toEqual(['Order 1', 'Order 2', 'Order 3']);
    const held = screen.getByRole('article', { name: 'Order 2' });
    expect(within(held).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(within(held).getByRole('status')).toHaveTextContent(/^Ready · leaves in [1-5] s$/);
    expect(within(held).getByRole('button', { name: 'Croissant' })).toBeDisabled();
  });

  it('Undo takes the step back: not ready, the last line to make again, the ticket where it was', async () => {
    const { calls } = stubThreeTickets();
    renderKitchen();
    await userEvent.click(await screen.findByRole('button', { name: 'Croissant' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(steps(calls)).toEqual([
        'PATCH /api/orders/order-items/i3/',
        'POST /api/orders/orders/o2/ready/',
        'POST /api/orders/orders/o2/unready/',
        'PATCH /api/orders/order-items/i3/',
      ]),
    );
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ status: 'requested' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Croissant', pressed: false })).toBeEnabled();
    expect(ticketNumbers()).toEqual(['Order 1', 'Order 2', 'Order 3']);
  });

  it('lets the finished ticket go after 5 seconds without Undo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    stubThreeTickets();
    renderKitchen();
    await user.click(await screen.findByRole('button', { name: 'Croissant' }));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_500));
    expect(screen.getByRole('article', { name: 'Order 2' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(ticketNumbers()).toEqual(['Order 1', 'Order 3']));
  });
});
