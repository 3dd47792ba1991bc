import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '@opentill/contract/auth/auth.schemas';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { OrdersPage } from '@/features/orders/routes/orders-page';
import { makeClient, makeDevice, makeSession, toWire } from '@/testing/factories';
import { stubFetch, type FetchCall } from '@/testing/fetch-stub';
import { stubMatchMedia } from '@/testing/match-media';
import { makeListedOrder, makeOrderPage } from '@/testing/order-fixtures';
import { renderRoute } from '@/testing/render-route';

const listCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/orders/orders/?'));
const lastQuery = (calls: FetchCall[]) =>
  new URL(listCalls(calls).at(-1)?.url ?? '/', 'http://x').searchParams;

const renderOrders = ({
  results = [makeListedOrder()],
  client = makeClient(),
  isTerminal = false,
  count,
  countExact = true,
}: {
  results?: Order[];
  client?: Client;
  isTerminal?: boolean;
  count?: number;
  countExact?: boolean;
} = {}) => {
  const stub = stubFetch({
    'GET /api/orders/orders/': {
      body: toWire(makeOrderPage(results, count ?? results.length, countExact)),
    },
  });
  const session = makeSession({ client, device: isTerminal ? makeDevice() : null });
  renderRoute({
    session,
    initialPath: '/orders',
    routes: [{ path: '/orders', element: <OrdersPage /> }],
  });
  return stub;
};

afterEach(() => vi.unstubAllGlobals());

describe('the order list', () => {
  it('asks for the newest ten, live, and shows each order as a card', async () => {
    const { calls } = renderOrders();
    const card = await screen.findByRole('article', { name: '#42' });
    expect(within(card).getByText('Takeaway')).toBeInTheDocument();
    expect(within(card).getByLabelText('Payment paid')).toBeInTheDocument();
    const query = lastQuery(calls);
    expect(query.get('ordering')).toBe('-created_at');
    expect(query.get('limit')).toBe('10');
    expect(query.get('page')).toBe('1');
    expect(query.get('live')).toBe('true');
    expect(screen.getByRole('switch', { name: 'LIVE' })).toBeChecked();
  });

  it('says so when there are no orders', async () => {
    renderOrders({ results: [] });
    expect(await screen.findByText('No orders to show.')).toBeInTheDocument();
  });

  it('offers Details in the browser too (000-3), beside Receipt', async () => {
    renderOrders();
    await screen.findByRole('article', { name: '#42' });
    expect(screen.getByRole('button', { name: 'Details of order 42' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Receipt for order 42' })).toBeInTheDocument();
  });

  it('shows a capped count as "1,000+" and never a last page (000-9)', async () => {
    renderOrders({ count: 1000, countExact: false });
    expect(await screen.findByRole('status', { name: 'Page' })).toHaveTextContent(
      'Page 1 of 100+ · 1,000+ orders',
    );
    expect(screen.queryByRole('button', { name: 'Go to page 100' })).not.toBeInTheDocument();
  });

  it('shows the admin table, 25 rows a page, and opens an order from its row (000-2)', async () => {
    const { calls } = renderOrders();
    await screen.findByRole('article', { name: '#42' });
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    const row = await screen.findByRole('row', { name: 'Order #42' });
    expect(lastQuery(calls).get('limit')).toBe('25');
    expect(within(row).getByText('Espresso; Muffin')).toBeInTheDocument();
    expect(within(row).getByText('Requested')).toBeInTheDocument();
    await userEvent.click(row);
    expect(await screen.findByRole('dialog', { name: 'Order #42' })).toBeInTheDocument();
  });

  it('opens Details inside the card on a wide terminal screen, and in a dialog on a phone', async () => {
    renderOrders({ isTerminal: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of order 42' }));
    const inline = screen.getByRole('region', { name: 'Order #42' });
    expect(
      within(inline)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Order Details', 'Receipt', 'Payment', 'Refund']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Details of order 42' }));
    expect(screen.queryByRole('region', { name: 'Order #42' })).not.toBeInTheDocument();
  });

  it('opens Details in a dialog on a small screen', async () => {
    stubMatchMedia((query) => query.includes('max-width'));
    renderOrders({ isTerminal: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of order 42' }));
    expect(await screen.findByRole('dialog', { name: 'Order #42' })).toBeInTheDocument();
  });

  it('offers every status, completed and cancelled too, and every method offered (001-4)', async () => {
    renderOrders({
      client: makeClient({
        featureInStore: true,
        featureHomeDelivery: true,
        featureClickAndCollect: true,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    const labels = (group: string) =>
      within(within(dialog).getByRole('group', { name: group }))
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent);
    expect(labels('Status')).toEqual([
      'Requested',
      'Ready',
      'Completed',
      'Collected',
      'Delivered',
      'Cancelled',
    ]);
    expect(labels('Method')).toEqual([
      'Eat In',
      'Takeaway',
      'In Store',
      'Delivery',
      'Home Delivery',
      'Click & Collect',
    ]);
  });

  it('offers only the statuses and methods of the merchant’s features (000 §4)', async () => {
    renderOrders({
      client: makeClient({
        featureEatIn: false,
        featureInStore: false,
        featureTakeaway: true,
        featureDelivery: false,
        featureHomeDelivery: false,
        featureClickAndCollect: false,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    const status = within(dialog).getByRole('group', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Requested', 'Ready', 'Completed', 'Collected', 'Cancelled']);
    const method = within(dialog).getByRole('group', { name: 'Method' });
    expect(within(method).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(method).getByRole('checkbox', { name: 'Takeaway' })).toBeInTheDocument();
  });

  it('combines filters into chips, sends them once settled, and clears them one by one', async () => {
    const { calls } = renderOrders();
    await screen.findByRole('article', { name: '#42' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ready' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Requested' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Delivery' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Date' }), '20261126');
    expect(within(dialog).getByRole('textbox', { name: 'Date' })).toHaveValue('2026/11/26');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    const chips = screen.getByRole('list', { name: 'Active filters' });
    const chip = (name: string) => within(chips).getByRole('button', { name });
    expect(chip('Ready')).toHaveClass('MuiChip-colorWarning');
    expect(chip('Delivery')).toHaveClass('MuiChip-colorInfo');
    expect(chip('2026/11/26')).toHaveClass('MuiChip-colorError');

    await waitFor(() => expect(lastQuery(calls).get('date')).toBe('2026-11-26'));
    expect(lastQuery(calls).get('status')).toBe('ready,requested');
    expect(lastQuery(calls).get('deliver_to')).toBe('delivery');
    // A date still being typed is never sent.
    expect(listCalls(calls).every((c) => !/date=2026-11-2(&|$)/.test(c.url))).toBe(true);

    await userEvent.click(within(chips).getByLabelText('Remove Ready'));
    await waitFor(() => expect(lastQuery(calls).get('status')).toBe('requested'));
    await userEvent.click(within(chips).getByLabelText('Remove 2026/11/26'));
    await waitFor(() => expect(lastQuery(calls).get('date')).toBeNull());
    expect(lastQuery(calls).get('deliver_to')).toBe('delivery');
  });

  it('searches after typing stops, from page one', async () => {
    const { calls } = renderOrders();
    await screen.findByRole('article', { name: '#42' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'SW1A');
    await waitFor(() => expect(lastQuery(calls).get('search')).toBe('SW1A'));
    expect(lastQuery(calls).get('page')).toBe('1');
  });

  it('clears every filter at once', async () => {
    const { calls } = renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ready' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lastQuery(calls).get('status')).toBeNull();
  });
});
