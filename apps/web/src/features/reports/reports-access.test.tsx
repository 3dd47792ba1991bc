import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { subscribeToAuthEvents } from '@/app/auth-events';
import { createAppRoutes } from '@/app/router';
import { makeDevice, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';

const appCalls = (session: Session) => ({
  'GET /api/session/': { body: toWire(session) },
  'GET /api/client/': { body: toWire({ client: session.client }) },
  'GET /api/orders/orderadmin/': {
    body: { requested_count: 0, to_collect_count: 0, to_deliver_count: 0 },
  },
  'GET /api/alerts/': { body: { count: 0, results: [] } },
  'GET /api/alerts/unseen_count/': { body: 2 },
});

const renderApp = (initialPath: string, session: Session) => {
  const stub = stubFetch(appCalls(session));
  const queryClient = createTestQueryClient();
  const view = renderRoute({ initialPath, routes: createAppRoutes(queryClient), queryClient });
  onTestFinished(subscribeToAuthEvents(queryClient, view.router));
  return { ...stub, ...view };
};

const staff = makeSession({ user: makeUser({ groups: [] }) });

describe('reports access', () => {
  it('opens Alerts for the reporting group, with the badge on the Reports entry', async () => {
    const { router } = renderApp(
      '/reports',
      makeSession({ user: makeUser({ groups: ['reporting'] }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Alerts', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      await within(nav).findByRole('button', { name: 'Reports, 2 unseen alerts' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/reports/top-sellers',
    );
  });

  it('opens reports for a paired terminal device', async () => {
    renderApp('/reports', makeSession({ user: null, device: makeDevice({ kind: 'terminal' }) }));
    expect(await screen.findByRole('heading', { name: 'Alerts', level: 1 })).toBeInTheDocument();
  });

  it('sends staff without reports access Home, asking the server nothing about reports', async () => {
    const paths = [
      '/reports',
      '/reports/today',
      '/reports/top-sellers',
      '/reports/close-day/z',
      '/reports/tips',
    ];
    for (const path of paths) {
      const { router, calls, unmount } = renderApp(path, staff);
      expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(calls.some((call) => /\/api\/(alerts|reports?)\//.test(call.url))).toBe(false);
      unmount();
    }
  });

  it('shows no Reports entry to staff', async () => {
    renderApp('/', staff);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument(),
    );
    expect(within(nav).queryByRole('button', { name: /Reports/ })).not.toBeInTheDocument();
  });
});
