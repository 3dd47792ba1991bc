import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { HomePage } from '@/features/home/routes/home-page';
import { makeClient, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

// Home's settings card: the owner's "Send unpaid orders to the kitchen" switch (issue 12)
// and "Takeaway asks for a name" (issue 13).

const client = makeClient({ sendUnpaidToKitchen: true });
const homeRoutes = (extra: StubRoutes = {}): StubRoutes => ({
  'GET /api/client/': { body: toWire({ client }) },
  'GET /api/orders/orderadmin/': {
    body: { requested_count: 0, to_collect_count: 0, to_deliver_count: 0 },
  },
  'GET /api/orders/availability/paused_status/': {
    body: { ordering_unavailable: false, paused_until: null },
  },
  ...extra,
});
const renderHome = (session: Session) =>
  renderRoute({ session, initialPath: '/', routes: [{ path: '/', element: <HomePage /> }] });
const owner = makeSession({ client, user: makeUser({ groups: ['owner'] }) });
const kitchenSwitch = () =>
  screen.findByRole('switch', { name: 'Send unpaid orders to the kitchen' });

describe('the unpaid-orders kitchen switch', () => {
  it('shows owners the merchant’s setting, saying what it means', async () => {
    stubFetch(homeRoutes());
    renderHome(owner);
    const toggle = await kitchenSwitch();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Tickets show UNPAID until the order is paid/);
  });

  it('is not shown to staff outside owner and superadmin', async () => {
    stubFetch(homeRoutes());
    renderHome(makeSession({ client, user: makeUser({ groups: ['reporting'] }) }));
    expect(await screen.findByRole('slider', { name: 'Wait time' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('saves at once when the owner turns it off, and says so', async () => {
    const { calls } = stubFetch(
      homeRoutes({
        'PATCH /api/client/settings/': {
          body: toWire({ client: { ...client, sendUnpaidToKitchen: false } }),
        },
      }),
    );
    renderHome(owner);
    await userEvent.click(await kitchenSwitch());
    expect(await screen.findByText('Changes saved successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      send_unpaid_to_kitchen: false,
    });
    const toggle = await kitchenSwitch();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toHaveAccessibleDescription('An order reaches the kitchen once it is paid.');
  });

  it('puts the switch back and says so when the save fails', async () => {
    stubFetch(
      homeRoutes({ 'PATCH /api/client/settings/': { status: 500, body: { detail: 'No.' } } }),
    );
    renderHome(owner);
    await userEvent.click(await kitchenSwitch());
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await waitFor(async () => expect(await kitchenSwitch()).toBeChecked());
  });
});

describe('the takeaway name switch', () => {
  const nameSwitch = () => screen.findByRole('switch', { name: 'Takeaway asks for a name' });

  it('is on by default and sends only its own setting when turned off', async () => {
    const { calls } = stubFetch(
      homeRoutes({
        'PATCH /api/client/settings/': {
          body: toWire({ client: { ...client, takeawayAsksName: false } }),
        },
      }),
    );
    renderHome(owner);
    const toggle = await nameSwitch();
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Changes saved successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ takeaway_asks_name: false });
    await waitFor(async () => expect(await nameSwitch()).not.toBeChecked());
    expect(await nameSwitch()).toHaveAccessibleDescription(
      'Pay on a takeaway goes straight to payment: call out the order number.',
    );
  });

  it('is not offered to a merchant without takeaway', async () => {
    const noTakeaway = makeClient({ featureTakeaway: false });
    stubFetch(homeRoutes({ 'GET /api/client/': { body: toWire({ client: noTakeaway }) } }));
    renderHome(makeSession({ client: noTakeaway, user: makeUser({ groups: ['owner'] }) }));
    expect(await kitchenSwitch()).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Takeaway asks for a name' })).toBeNull();
  });
});
