import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollectionPage } from '@/features/fulfilment/routes/collection-page';
import { makeClient, makeSession } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { makeOrder, orderPageWire } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-route';

const LIST = 'GET /api/orders/orders/';

const renderCollection = (initialPath = '/collection') =>
  renderRoute({
    session: makeSession({ client: makeClient({ waitTime: 15 }) }),
    initialPath,
    routes: [{ path: '/collection', element: <CollectionPage /> }],
  });

const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/orders/orders/'));

const queryOf = (url: string) => new URL(url, 'http://test').searchParams;

// "Today" is the day of makeOrder's orders, so a slot on it needs no date; only Date is faked.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('collection screen', () => {
  it('lists collection and click and collect orders, booked ones too, in due order', async () => {
    const { calls } = stubFetch({ [LIST]: { body: orderPageWire([]) } });
    renderCollection();
    expect(await screen.findByText('No collection orders.')).toBeInTheDocument();
    const query = queryOf(listCalls(calls)[0]!.url);
    expect(query.getAll('deliver_to')).toEqual(['collection', 'click_and_collect']);
    expect(query.getAll('status')).toEqual(['requested', 'ready', 'collected', 'fulfilled']);
    expect(query.get('ordering')).toBe('due');
  });

  it('shows a click and collect booked for tomorrow before it is ready, with its day', async () => {
    const booked = makeOrder({
      deliverTo: 'click_and_collect',
      status: 'requested',
      orderDatetimeSlot: '2026-11-27T09:00:00.000Z',
    });
    stubFetch({ [LIST]: { body: orderPageWire([booked]) } });
    renderCollection();
    const card = await screen.findByRole('article', { name: 'Order 101' });
    expect(within(card).getByText('Requested')).toBeInTheDocument();
    expect(within(card).getByText('Expected 09:00 27/11')).toBeInTheDocument();
    expect(within(card).getByText('Click & Collect')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark collected' })).not.toBeInTheDocument();
  });

  it('shows a takeaway with its expected time: ordered at 14:05 with a 15 minute wait', async () => {
    stubFetch({ [LIST]: { body: orderPageWire([makeOrder({ status: 'ready' })]) } });
    renderCollection();
    const card = await screen.findByRole('article', { name: 'Order 101' });
    expect(within(card).getByText('Expected 14:20')).toBeInTheDocument();
    expect(within(card).getByText('Takeaway')).toBeInTheDocument();
  });

  it('fulfils a ready order, then undoes it back to ready', async () => {
    let status: 'ready' | 'fulfilled' = 'ready';
    const { calls } = stubFetch({
      [LIST]: () => ({ body: orderPageWire([makeOrder({ status })]) }),
      'POST /api/orders/orders/order-1/fulfill/': () => {
        status = 'fulfilled';
        return { body: {} };
      },
      'POST /api/orders/orders/order-1/ready/': () => {
        status = 'ready';
        return { body: {} };
      },
    });
    renderCollection();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark collected' }));
    const card = screen.getByRole('article', { name: 'Order 101' });
    // One word for a collected order, whether it was marked fulfilled or collected.
    expect(await within(card).findByText('Collected')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Undo' }));
    expect(await within(card).findByRole('button', { name: 'Mark collected' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/orders/orders/order-1/fulfill/',
      '/api/orders/orders/order-1/ready/',
    ]);
  });

  it('ignores a refused change silently and shows the order as it is', async () => {
    stubFetch({
      [LIST]: { body: orderPageWire([makeOrder({ status: 'ready' })]) },
      'POST /api/orders/orders/order-1/fulfill/': { status: 409, body: { detail: 'No.' } },
    });
    renderCollection();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark collected' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark collected' })).toBeEnabled(),
    );
    expect(screen.queryByText('No.')).not.toBeInTheDocument();
  });

  it("filters to uncollected orders on a date, shows 'READY ONLY' and the date, and clears them", async () => {
    const { calls } = stubFetch({ [LIST]: { body: orderPageWire([]) } });
    const { router } = renderCollection();
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Uncollected only:' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Date' }), '20261126');
    expect(within(dialog).getByRole('textbox', { name: 'Date' })).toHaveValue('2026/11/26');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    const readyChip = await screen.findByRole('button', { name: 'READY ONLY' });
    expect(screen.getByRole('button', { name: '2026/11/26' })).toBeInTheDocument();
    await waitFor(() => {
      const query = queryOf(listCalls(calls).at(-1)!.url);
      // Uncollected: not yet handed over, booked or ready.
      expect(query.getAll('status')).toEqual(['requested', 'ready']);
      expect(query.get('due_date')).toBe('2026-11-26');
    });

    // A chip's delete icon removes that filter alone.
    await userEvent.click(within(readyChip).getByTestId('CancelIcon'));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-11-26'));
    expect(screen.queryByRole('button', { name: 'READY ONLY' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('picks the date from the calendar, which closes with Close', async () => {
    stubFetch({ [LIST]: { body: orderPageWire([]) } });
    renderCollection('/collection?date=2026-11-20');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar' });
    expect(within(calendar).getByText('November 2026')).toBeInTheDocument();
    await userEvent.click(within(calendar).getByRole('button', { name: '3 November 2026' }));
    expect(await screen.findByRole('textbox', { name: 'Date' })).toHaveValue('2026/11/03');
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Calendar' })).not.toBeInTheDocument(),
    );
  });

  it('searches after typing stops, and the clear icon empties the search', async () => {
    const { calls } = stubFetch({ [LIST]: { body: orderPageWire([]) } });
    renderCollection();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'SW1A');
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!.url).get('search')).toBe('SW1A'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!.url).get('search')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });
});
