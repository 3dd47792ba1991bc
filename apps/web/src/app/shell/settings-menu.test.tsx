import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { subscribeToAuthEvents } from '@/app/auth-events';
import { createAppRoutes } from '@/app/router';
import { makeDevice, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';

const renderApp = (initialPath: string, session: Session) => {
  const stub = stubFetch({
    'GET /api/session/': { body: toWire(session) },
    'GET /api/client/': { body: toWire({ client: session.client }) },
    'GET /api/orders/orderadmin/': {
      body: { requested_count: 0, to_collect_count: 0, to_deliver_count: 0 },
    },
    'GET /api/staff/': { body: { members: [], invites: [] } },
    'GET /api/referrals/': { body: { count: 0, next: null, previous: null, results: [] } },
  });
  const queryClient = createTestQueryClient();
  const view = renderRoute({ initialPath, routes: createAppRoutes(queryClient), queryClient });
  onTestFinished(subscribeToAuthEvents(queryClient, view.router));
  return { ...stub, ...view };
};

const owner = makeSession({ user: makeUser({ email: 'owner@cafe.test', groups: ['owner'] }) });
const staff = makeSession({ user: makeUser({ email: 'staff@cafe.test', groups: [] }) });

const openMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Account settings' }));
  return await screen.findByRole('menu');
};

describe('settings menu and the people screens', () => {
  it("is headed with the owner's email and reaches Help, Refer a friend and Staff", async () => {
    const { router } = renderApp('/', owner);
    const menu = await openMenu();
    expect(menu).toHaveTextContent('owner@cafe.test');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Staff' }));
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');

    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Refer a friend' }));
    expect(
      await screen.findByRole('heading', { name: 'Refer a friend', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('OpenTill | Refer a friend'));

    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Help' }));
    expect(await screen.findByRole('heading', { name: 'Help', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('OpenTill | Help'));
  });

  it('offers staff no Staff entry and sends them Home from /staff without asking the server', async () => {
    const { router, calls } = renderApp('/staff', staff);
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.some((call) => call.url.startsWith('/api/staff/'))).toBe(false);
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('sends staff Home from /devices (and the old /terminal) and offers them no Terminal entry', async () => {
    const { router } = renderApp('/terminal', staff);
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Terminal settings' })).not.toBeInTheDocument();
  });

  it('is headed with a paired terminal’s name and serial number, and reaches Terminal', async () => {
    const terminal = makeSession({
      user: null,
      device: makeDevice({ name: 'Counter terminal', serialNumber: 'DEMO-PAX-0001' }),
    });
    const { router } = renderApp('/', terminal);
    const menu = await openMenu();
    expect(menu).toHaveTextContent('Counter terminal · DEMO-PAX-0001');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Terminal settings' }));
    expect(await screen.findByRole('heading', { name: 'Devices', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/devices');
    expect(screen.getByRole('region', { name: 'Terminal PIN' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Card terminals' })).not.toBeInTheDocument();
  });
});
