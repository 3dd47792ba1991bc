import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { HomePage } from '@/features/home/routes/home-page';
import { makeClient, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const client = makeClient({
  name: 'Harbour Kitchen',
  featureTakeaway: true,
  featureDelivery: false,
  waitTime: 30,
});

const homeRoutes = (extra: StubRoutes = {}): StubRoutes => ({
  'GET /api/client/': { body: toWire({ client }) },
  'GET /api/orders/orderadmin/': {
    body: { requested_count: 4, to_collect_count: 2, to_deliver_count: 7 },
  },
  'GET /api/orders/availability/paused_status/': {
    body: { ordering_unavailable: false, paused_until: null },
  },
  ...extra,
});

const renderHome = (session: Session) =>
  renderRoute({ session, initialPath: '/', routes: [{ path: '/', element: <HomePage /> }] });

const statValue = (name: string) =>
  within(screen.getByRole('region', { name })).getByText(/^\d+$/).textContent;

describe('home screen', () => {
  it('shows the merchant and the order counts the merchant uses', async () => {
    stubFetch(homeRoutes());
    renderHome(makeSession({ client }));
    expect(await screen.findByRole('heading', { name: 'Harbour Kitchen' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Requested Orders')).toBe('4'));
    expect(statValue('Ready to collect')).toBe('2');
    // Delivery is off for this merchant.
    expect(screen.queryByRole('region', { name: 'Ready to deliver' })).not.toBeInTheDocument();
  });

  it('shows Pause to owners, with the current state', async () => {
    stubFetch(homeRoutes());
    renderHome(makeSession({ client, user: makeUser({ groups: ['owner'] }) }));
    expect(await screen.findByText('Ordering is open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpause' })).not.toBeInTheDocument();
  });

  it('tells staff outside owner and superadmin that ordering is paused, with no Pause or Unpause', async () => {
    stubFetch(
      homeRoutes({
        'GET /api/orders/availability/paused_status/': {
          body: { ordering_unavailable: true, paused_until: null },
        },
      }),
    );
    renderHome(makeSession({ client, user: makeUser({ groups: ['reporting', 'admin'] }) }));
    expect(await screen.findByText('Ordering is paused until unpaused')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpause' })).not.toBeInTheDocument();
  });

  it('pauses for 30 minutes from the choice dialog', async () => {
    const { calls } = stubFetch(
      homeRoutes({ 'POST /api/orders/availability/pause/': { body: {} } }),
    );
    renderHome(makeSession({ client, user: makeUser({ groups: ['superadmin'] }) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause ordering' });
    expect(within(dialog).getByRole('button', { name: '12 hours' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Until unpaused' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '30 minutes' }));
    expect(await screen.findByText('Ordering paused')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/orders/availability/pause/')?.body).toEqual({
      duration: 30,
    });
  });

  it('offers Unpause while paused', async () => {
    const { calls } = stubFetch(
      homeRoutes({
        'GET /api/orders/availability/paused_status/': {
          body: { ordering_unavailable: true, paused_until: null },
        },
        'POST /api/orders/availability/unpause/': { body: {} },
      }),
    );
    renderHome(makeSession({ client, user: makeUser({ groups: ['owner'] }) }));
    expect(await screen.findByText('Ordering is paused until unpaused')).toBeInTheDocument();
    // Pause would only say 'Ordering paused' again: while paused, Unpause is the one action.
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unpause' }));
    expect(await screen.findByText('Ordering unpaused')).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'POST' && c.url === '/api/orders/availability/unpause/'),
    ).toBe(true);
  });

  it('shows the kitchen wait time only in restaurant mode (eat-in or takeaway on)', async () => {
    const shop = makeClient({
      ...client,
      featureEatIn: false,
      featureTakeaway: false,
      featureInStore: true,
      featureClickAndCollect: true,
    });
    stubFetch(homeRoutes({ 'GET /api/client/': { body: toWire({ client: shop }) } }));
    renderHome(makeSession({ client: shop, user: makeUser({ groups: ['owner'] }) }));
    // The owner still has the kitchen switch; the wait time means nothing to a shop.
    expect(await screen.findByRole('switch', { name: /kitchen/i })).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Wait time' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('saves the wait time from the allowed choices', async () => {
    const { calls } = stubFetch(
      homeRoutes({ 'POST /api/orders/orderadmin/': { body: { wait_time: 45 } } }),
    );
    renderHome(makeSession({ client }));
    const slider = await screen.findByRole('slider', { name: 'Wait time' });
    expect(slider).toHaveAttribute('aria-valuetext', '30 minutes');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '45 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ wait_time: 45 });
  });

  it('says so when the merchant cannot be loaded', async () => {
    stubFetch(
      homeRoutes({ 'GET /api/client/': { status: 500, body: { detail: 'Server error.' } } }),
    );
    renderHome(makeSession({ client }));
    expect(await screen.findByText('Error fetching restaurant data')).toBeInTheDocument();
  });
});
