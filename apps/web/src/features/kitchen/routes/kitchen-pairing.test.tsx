import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { getScreenId, setScreenId } from '@/api/client-storage';
import { createAppRoutes } from '@/app/router';
import { makeClient, makeDevice, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type FetchCall } from '@/testing/fetch-stub';
import { orderPageWire } from '@/testing/make-order';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';

// Row 001-19: an owner pairs the screen in front of them as a kitchen display, which then
// works with nobody logged in (Authorization: Screen {id}); a paired screen can be unpaired.

const SCREEN_ID = '9b2f6a8e-0000-4000-8000-000000000001';
const KITCHEN = { 'GET /api/orders/orders/kitchen/': { body: orderPageWire([]) } };
const screenSession: Session = {
  user: null,
  client: makeClient(),
  device: makeDevice({
    id: 'screen-1',
    kind: 'screen',
    serialNumber: null,
    name: 'Kitchen display',
  }),
};
const loggedOut: Session = { user: null, client: null, device: null };

const renderApp = (initialPath: string) => {
  const queryClient = createTestQueryClient();
  return renderRoute({ initialPath, routes: createAppRoutes(queryClient), queryClient });
};
/** The session answer depends on whether the browser sent a Screen id, as on the server. */
const sessionBy = (asScreen: Session, asCookie: Session) => (init: RequestInit) => ({
  body: toWire(new Headers(init.headers).has('Authorization') ? asScreen : asCookie),
});
/** The app's routes load lazily: a first screen can take a while on a busy machine. */
const FIRST_SCREEN = { timeout: 15_000 };
const authorizationOf = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.url.startsWith(path)).map((c) => c.headers.get('Authorization'));

describe('pairing a kitchen display', () => {
  it('lets an owner pair this screen; it then works as the screen, logged out', async () => {
    let isOwnerLoggedIn = true;
    const { calls } = stubFetch({
      'GET /api/session/': (init) =>
        sessionBy(screenSession, isOwnerLoggedIn ? makeSession() : loggedOut)(init),
      'POST /api/screens/': () => {
        isOwnerLoggedIn = false;
        return {
          status: 201,
          body: toWire({ screenId: SCREEN_ID, device: screenSession.device }),
        };
      },
      ...KITCHEN,
    });
    renderApp('/kitchen');
    const header = await screen.findByRole('banner', {}, FIRST_SCREEN);
    expect(within(header).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Pair this screen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Pair this screen as a kitchen display?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pair and log out' }));

    expect(await screen.findByText('This screen is paired as a kitchen display.')).toBeVisible();
    expect(getScreenId()).toBe(SCREEN_ID);
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Home' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Unpair screen' })).toBeInTheDocument();
    expect(authorizationOf(calls, '/api/orders/orders/kitchen/').at(-1)).toBe(
      `Screen ${SCREEN_ID}`,
    );
  });

  it('offers pairing to owners only', async () => {
    stubFetch({
      'GET /api/session/': { body: toWire(makeSession({ user: makeUser({ groups: [] }) })) },
      ...KITCHEN,
    });
    renderApp('/kitchen');
    expect(await screen.findByText('No current orders.', {}, FIRST_SCREEN)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pair this screen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpair screen' })).not.toBeInTheDocument();
  });

  it('sends a paired screen that opens any other page back to the kitchen', async () => {
    setScreenId(SCREEN_ID);
    stubFetch({ 'GET /api/session/': { body: toWire(screenSession) }, ...KITCHEN });
    const { router } = renderApp('/orders');
    expect(await screen.findByText('No current orders.', {}, FIRST_SCREEN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kitchen');
  });

  it('unpairs a paired screen after asking, forgets its id and goes to log in', async () => {
    setScreenId(SCREEN_ID);
    const { calls } = stubFetch({
      'GET /api/session/': sessionBy(screenSession, loggedOut),
      'DELETE /api/screens/current/': { status: 204 },
      ...KITCHEN,
    });
    const { router } = renderApp('/kitchen');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unpair screen' }, FIRST_SCREEN),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unpair this screen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpair' }));

    expect(await screen.findByRole('button', { name: 'Log in' }, FIRST_SCREEN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getScreenId()).toBeNull();
    expect(authorizationOf(calls, '/api/screens/current/')).toEqual([`Screen ${SCREEN_ID}`]);
  });

  it('keeps the screen paired when the cook cancels', async () => {
    setScreenId(SCREEN_ID);
    const { calls } = stubFetch({
      'GET /api/session/': { body: toWire(screenSession) },
      ...KITCHEN,
    });
    renderApp('/kitchen');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unpair screen' }, FIRST_SCREEN),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unpair this screen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getScreenId()).toBe(SCREEN_ID);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('forgets a screen id the server no longer knows, so the browser can log in again', async () => {
    setScreenId(SCREEN_ID);
    const { calls } = stubFetch({ 'GET /api/session/': sessionBy(loggedOut, loggedOut) });
    const { router } = renderApp('/kitchen');
    expect(await screen.findByRole('button', { name: 'Log in' }, FIRST_SCREEN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getScreenId()).toBeNull();
    expect(authorizationOf(calls, '/api/session/').slice(0, 2)).toEqual([
      `Screen ${SCREEN_ID}`,
      null,
    ]);
  });
});
