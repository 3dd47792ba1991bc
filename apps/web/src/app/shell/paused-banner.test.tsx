import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';

// Paused ordering heads every staff screen (issue 13), the manager's Home included, not only
// the till and the order screens: the banner is the shell's, and the kitchen's frame's.

const owner = makeSession({ user: makeUser({ groups: ['owner'] }) });
const PAUSED = 'Online ordering is paused until unpaused';

const renderApp = (initialPath: string, isPaused: boolean) => {
  const routes: StubRoutes = {
    'GET /api/session/': { body: toWire(owner) },
    'GET /api/orders/availability/paused_status/': {
      body: { ordering_unavailable: isPaused, paused_until: null },
    },
  };
  const fetchStub = stubFetch(routes);
  const queryClient = createTestQueryClient();
  renderRoute({ initialPath, routes: createAppRoutes(queryClient), queryClient });
  return fetchStub;
};

describe('the paused ordering banner', () => {
  it.each(['/', '/orders', '/kitchen', '/delivery', '/collection', '/reports/today', '/help'])(
    'shows on %s while ordering is paused',
    async (path) => {
      renderApp(path, true);
      expect(await screen.findByText(PAUSED)).toBeInTheDocument();
    },
  );

  it('shows nothing while ordering is open', async () => {
    const { calls } = renderApp('/reports/today', false);
    await waitFor(() => expect(calls.some((c) => c.url.includes('paused_status'))).toBe(true));
    await screen.findByRole('heading', { name: 'Today', level: 1 });
    expect(screen.queryByText(/Online ordering is paused/)).not.toBeInTheDocument();
  });
});
