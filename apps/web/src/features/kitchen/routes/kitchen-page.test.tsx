import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitchenPage } from '@/features/kitchen/routes/kitchen-page';
import { makeSession } from '@/testing/factories';
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

const product = (name: string, id = name) => ({ ...makeOrderItem().product, id, name });
const tableOrder = makeOrder({
  id: 'order-7',
  orderNumber: 207,
  deliverTo: 'table_service',
  table: '4',
  notes: 'No nuts please',
  orderItems: [
    makeOrderItem({
      id: 'item-a',
      product: product('Flat White'),
      optionalItems: [{ id: 'opt-1', label: 'Oat milk', price: 40 }],
    }),
    makeOrderItem({ id: 'item-b', product: product('Croissant') }),
  ],
});
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

afterEach(() => vi.useRealTimers());

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
    expect(within(ticket).getByText('Eat In')).toBeInTheDocument();
    expect(within(ticket).getByText('Table 4')).toBeInTheDocument();
    expect(within(ticket).getByText('Thu 26 Nov')).toBeInTheDocument();
    expect(within(ticket).getByText('Ordered 14:05')).toBeInTheDocument();
    expect(within(ticket).getByText('+ Oat milk')).toBeInTheDocument();
    expect(within(ticket).getByText('Notes: No nuts please')).toBeInTheDocument();
    expect(
      within(ticket).getByRole('button', { name: 'Flat White + Oat milk', pressed: false }),
    ).toBeInTheDocument();
  });

  it('groups identical units into one line, "3 × Latte + Whole"', async () => {
    const whole = [{ id: 'whole', label: 'Whole', price: 0 }];
    const lattes = ['a', 'b', 'c'].map((id) =>
      makeOrderItem({ id, product: product('Latte'), optionalItems: whole }),
    );
    stubFetch({ [KITCHEN]: { body: orderPageWire([makeOrder({ orderItems: lattes })]) } });
    renderKitchen();
    const line = await screen.findByRole('button', { name: '3 × Latte + Whole' });
    expect(line).toHaveTextContent('3×Latte+ Whole');
    expect(screen.getAllByRole('button', { name: /Latte/ })).toHaveLength(1);
  });

  it('marks an unpaid order UNPAID, and a paid one not', async () => {
    const unpaid = makeOrder({
      id: 'unpaid',
      orderNumber: 301,
      orderPayment: { ...makeOrder().orderPayment!, status: 'requested', paidAt: null },
    });
    const paid = makeOrder({ id: 'paid', orderNumber: 302 });
    stubFetch({ [KITCHEN]: { body: orderPageWire([unpaid, paid]) } });
    renderKitchen();
    const unpaidTicket = await screen.findByRole('article', { name: 'Order 301' });
    expect(within(unpaidTicket).getByText('UNPAID')).toBeInTheDocument();
    const paidTicket = screen.getByRole('article', { name: 'Order 302' });
    expect(within(paidTicket).queryByText('UNPAID')).not.toBeInTheDocument();
  });

  it('shows the slot’s day when it is not today, and only its time today', async () => {
    const tomorrow = makeOrder({
      id: 'later',
      orderNumber: 401,
      orderDatetimeSlot: '2099-11-27T09:00:00Z',
    });
    const today = new Date();
    today.setMinutes(today.getMinutes() + 30, 0, 0);
    const soon = makeOrder({
      id: 'soon',
      orderNumber: 402,
      orderDatetimeSlot: today.toISOString(),
    });
    stubFetch({ [KITCHEN]: { body: orderPageWire([tomorrow, soon]) } });
    renderKitchen();
    const later = await screen.findByRole('article', { name: 'Order 401' });
    expect(within(later).getByText('Fri 27 Nov · Due 09:00')).toBeInTheDocument();
    const dueToday = screen.getByRole('article', { name: 'Order 402' });
    expect(within(dueToday).getByText(/^Due \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('shows each ticket’s age, amber from 10 minutes and red from 20', async () => {
    const orders = [3, 12, 25].map((minutes, i) =>
      makeOrder({ id: `o${i}`, orderNumber: 500 + i, createdAt: minutesAgo(minutes) }),
    );
    stubFetch({ [KITCHEN]: { body: orderPageWire(orders) } });
    renderKitchen();
    const ages = await Promise.all(
      [500, 501, 502].map(async (n) =>
        within(await screen.findByRole('article', { name: `Order ${n}` })).getByLabelText(
          /^Waiting/,
        ),
      ),
    );
    expect(ages.map((age) => [age.textContent, age.dataset.ageTone])).toEqual([
      ['3 min', 'fresh'],
      ['12 min', 'amber'],
      ['25 min', 'red'],
    ]);
  });

  it('ages tickets as time passes, without asking the server again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const order = makeOrder({ createdAt: minutesAgo(9.9), orderNumber: 600 });
    const { calls } = stubFetch({ [KITCHEN]: { body: orderPageWire([order]) } });
    renderKitchen();
    const ticket = await screen.findByRole('article', { name: 'Order 600' });
    expect(within(ticket).getByLabelText('Waiting 9 min')).toHaveAttribute(
      'data-age-tone',
      'fresh',
    );
    const asked = calls.length;
    act(() => vi.advanceTimersByTime(7_000));
    expect(within(ticket).getByLabelText('Waiting 10 min')).toHaveAttribute(
      'data-age-tone',
      'amber',
    );
    // One refresh at most went by: the age did not come from it.
    expect(calls.length).toBeLessThanOrEqual(asked + 1);
  });

  it("says 'No current orders.' with the Last updated time when nothing is cooking", async () => {
    stubFetch({ [KITCHEN]: { body: orderPageWire([]) } });
    renderKitchen();
    expect(await screen.findByText('No current orders.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Last updated \d{2}:\d{2}:\d{2}$/);
  });

  it('says how many more are waiting, and pages 12 at a time from the header', async () => {
    const { calls } = stubFetch({ [KITCHEN]: { body: orderPageWire([tableOrder], 20) } });
    const { router } = renderKitchen();
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('19 more waiting')).toBeInTheDocument();
    expect(within(header).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(calls[0]?.url).toContain('limit=12');
    await userEvent.click(within(header).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('page=2'))).toBe(true));
  });

  it('says nothing of more waiting when every open ticket is on screen', async () => {
    stubFetch({ [KITCHEN]: { body: orderPageWire([tableOrder]) } });
    renderKitchen();
    await screen.findByRole('article', { name: 'Order 207' });
    expect(screen.queryByText(/more waiting/)).not.toBeInTheDocument();
  });
});
