import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryPage } from '@/features/fulfilment/routes/delivery-page';
import { makeSession } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { makeOrder, orderPageWire } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-route';

const LIST = 'GET /api/orders/orders/';

const homeDelivery = makeOrder({
  deliverTo: 'home_delivery',
  status: 'ready',
  orderDatetimeSlot: '2026-11-26T15:30:00.000Z',
  notes: 'Ring twice',
  customer: {
    id: 'customer-1',
    name: 'Priya Shah',
    phone: '07700 900123',
    email: '',
    address: '12 Quay Street',
    postcode: 'SW1A 1AA',
    over18: false,
  },
});

const renderDelivery = () =>
  renderRoute({
    session: makeSession(),
    initialPath: '/delivery',
    routes: [{ path: '/delivery', element: <DeliveryPage /> }],
  });

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('delivery screen', () => {
  it('lists home delivery and delivery orders: booked, ready, fulfilled and delivered', async () => {
    const { calls } = stubFetch({ [LIST]: { body: orderPageWire([homeDelivery]) } });
    renderDelivery();
    const card = await screen.findByRole('article', { name: 'Order 101' });
    expect(within(card).getByText('Home Delivery')).toBeInTheDocument();
    expect(within(card).getByText('Expected 15:30')).toBeInTheDocument();
    const query = new URL(calls[0]!.url, 'http://test').searchParams;
    expect(query.getAll('deliver_to')).toEqual(['home_delivery', 'delivery']);
    expect(query.getAll('status')).toEqual(['requested', 'ready', 'fulfilled', 'delivered']);
    expect(query.get('ordering')).toBe('due');
  });

  it('asks for orders not yet delivered when "Undelivered only" is on', async () => {
    const { calls } = stubFetch({ [LIST]: { body: orderPageWire([]) } });
    renderRoute({
      session: makeSession(),
      initialPath: '/delivery?ready=1',
      routes: [{ path: '/delivery', element: <DeliveryPage /> }],
    });
    expect(await screen.findByText('No delivery orders.')).toBeInTheDocument();
    const query = new URL(calls.at(-1)!.url, 'http://test').searchParams;
    expect(query.getAll('status')).toEqual(['requested', 'ready']);
  });

  it('calls a fulfilled delivery Delivered, never Completed', async () => {
    stubFetch({ [LIST]: { body: orderPageWire([{ ...homeDelivery, status: 'fulfilled' }]) } });
    renderDelivery();
    const card = await screen.findByRole('article', { name: 'Order 101' });
    expect(within(card).getByText('Delivered')).toBeInTheDocument();
    expect(within(card).queryByText('Completed')).not.toBeInTheDocument();
  });

  it('gives the day of a slot booked for another day', async () => {
    const tomorrow = { ...homeDelivery, orderDatetimeSlot: '2026-11-27T08:00:00.000Z' };
    stubFetch({ [LIST]: { body: orderPageWire([tomorrow]) } });
    renderDelivery();
    const card = await screen.findByRole('article', { name: 'Order 101' });
    expect(within(card).getByText('Expected 08:00 27/11')).toBeInTheDocument();
  });

  it('expands into customer, order and notes tabs', async () => {
    stubFetch({ [LIST]: { body: orderPageWire([homeDelivery]) } });
    renderDelivery();
    const card = await screen.findByRole('article', { name: 'Order 101' });
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const panel = within(card).getByRole('tabpanel');
    expect(within(panel).getByText('12 Quay Street')).toBeInTheDocument();
    expect(within(panel).getByText('SW1A 1AA')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('tab', { name: 'Order' }));
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('Flat White');
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('Total £3.20');
    await userEvent.click(within(card).getByRole('tab', { name: 'Notes' }));
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('Ring twice');
  });

  it('sends a ready order out, and a delivered one back to ready', async () => {
    const { calls } = stubFetch({
      [LIST]: {
        body: orderPageWire([
          homeDelivery,
          makeOrder({
            id: 'order-2',
            orderNumber: 102,
            deliverTo: 'delivery',
            status: 'delivered',
          }),
        ]),
      },
      'POST /api/orders/orders/order-1/fulfill/': { body: {} },
      'POST /api/orders/orders/order-2/ready/': { body: {} },
    });
    renderDelivery();
    const ready = await screen.findByRole('article', { name: 'Order 101' });
    await userEvent.click(within(ready).getByRole('button', { name: 'Mark delivered' }));
    const delivered = screen.getByRole('article', { name: 'Order 102' });
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
    await userEvent.click(within(delivered).getByRole('button', { name: 'Undo' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/orders/orders/order-1/fulfill/',
      '/api/orders/orders/order-2/ready/',
    ]);
  });

  it("names the toggle 'Undelivered only:'", async () => {
    stubFetch({ [LIST]: { body: orderPageWire([]) } });
    renderDelivery();
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('switch', { name: 'Undelivered only:' })).toBeInTheDocument();
  });
});
