import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { getScreenId, isKitchenScreenDevice } from '@/api/client-storage';
import { createAppRoutes } from '@/app/router';
import { makeClient, makeDevice, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { orderPageWire } from '@/testing/make-order';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';

// /kitchen/pair (issue 14): a screen with nobody logged in shows a code and waits; once an
// owner types it on Devices the screen keeps its id and shows the kitchen. Unpaired from
// afar, it comes back here.

const SCREEN_ID = '9b2f6a8e-0000-4000-8000-000000000002';
const device = makeDevice({ id: 'screen-2', kind: 'screen', serialNumber: null, name: 'Pass' });
const screenSession: Session = { user: null, client: makeClient(), device };
const loggedOut: Session = { user: null, client: null, device: null };
const FIRST_SCREEN = { timeout: 15_000 };

const renderApp = (initialPath: string) => {
  const queryClient = createTestQueryClient();
  return renderRoute({ initialPath, routes: createAppRoutes(queryClient), queryClient });
};
const code = (expiresAt: string, token = 'poll-1', shown = 'ABC234') => ({
  status: 201,
  body: { code: shown, poll_token: token, expires_at: expiresAt },
});
const later = () => new Date(Date.now() + 600_000).toISOString();

describe('/kitchen/pair', () => {
  it('shows a code large, then runs the kitchen as the screen once it is claimed', async () => {
    let isClaimed = false;
    const { calls } = stubFetch({
      'GET /api/session/': (init) => ({
        body: toWire(new Headers(init.headers).has('Authorization') ? screenSession : loggedOut),
      }),
      'POST /api/screens/pairing-codes/': code(later()),
      'GET /api/screens/pairing-codes/poll-1/': () =>
        isClaimed
          ? { body: toWire({ status: 'paired', screenId: SCREEN_ID, device }) }
          : { body: { status: 'waiting', expires_at: later() } },
      'GET /api/orders/orders/kitchen/': { body: orderPageWire([]) },
    });
    renderApp('/kitchen/pair');
    expect(
      await screen.findByRole('heading', { name: 'Pair this screen' }, FIRST_SCREEN),
    ).toBeVisible();
    expect(await screen.findByText('ABC 234')).toBeVisible();
    expect(getScreenId()).toBeNull();

    isClaimed = true;
    expect(
      await screen.findByRole('heading', { name: 'Kitchen', level: 1 }, { timeout: 8_000 }),
    ).toBeVisible();
    expect(getScreenId()).toBe(SCREEN_ID);
    expect(isKitchenScreenDevice()).toBe(true);
    // The heading can show before the kitchen's first read has gone out (a loaded machine).
    await waitFor(() => {
      const kitchen = calls.find((call) => call.url.startsWith('/api/orders/orders/kitchen/'));
      expect(kitchen?.headers.get('Authorization')).toBe(`Screen ${SCREEN_ID}`);
    });
  });

  it('asks for a new code when the shown one has expired', async () => {
    let asked = 0;
    stubFetch({
      'GET /api/session/': { body: toWire(loggedOut) },
      'POST /api/screens/pairing-codes/': () => {
        asked += 1;
        return asked === 1 ? code(later(), 'old', 'XYZ789') : code(later(), 'new', 'NEW234');
      },
      'GET /api/screens/pairing-codes/old/': {
        status: 404,
        body: { detail: 'This code has expired.' },
      },
      'GET /api/screens/pairing-codes/new/': { body: { status: 'waiting', expires_at: later() } },
    });
    renderApp('/kitchen/pair');
    expect(await screen.findByText('NEW 234', {}, FIRST_SCREEN)).toBeVisible();
    expect(asked).toBe(2);
  });

  it('sends a screen paired by code back here when its session has gone', async () => {
    localStorage.setItem('opentill-device.kitchenScreen', '1');
    stubFetch({
      'GET /api/session/': { body: toWire(loggedOut) },
      'POST /api/screens/pairing-codes/': code(later()),
      'GET /api/screens/pairing-codes/poll-1/': {
        body: { status: 'waiting', expires_at: later() },
      },
    });
    const { router } = renderApp('/kitchen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kitchen/pair'), FIRST_SCREEN);
    expect(await screen.findByText('ABC 234')).toBeVisible();
  });
});
