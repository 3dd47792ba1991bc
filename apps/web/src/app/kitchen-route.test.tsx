import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScreenId } from '@/api/client-storage';
import { createAppRoutes } from '@/app/router';
import { makeClient, makeDevice, makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { orderPageWire } from '@/testing/make-order';
import { createTestQueryClient, renderRoute } from '@/testing/render-route';

const SCREEN_ID = '3b9e7d52-8a14-4f0c-b6e2-71c5d9a0f8e3';
const KITCHEN = { 'GET /api/orders/orders/kitchen/': { body: orderPageWire([]) } };

const renderApp = (initialPath: string) => {
  const queryClient = createTestQueryClient();
  return renderRoute({ initialPath, routes: createAppRoutes(queryClient), queryClient });
};

describe('the kitchen route', () => {
  it('opens on a paired kitchen screen, which sends its Screen id and has no way into the app', async () => {
    setScreenId(SCREEN_ID);
    const screenSession = makeSession({
      user: null,
      client: makeClient(),
      device: makeDevice({ kind: 'screen', serialNumber: null, name: 'Kitchen screen' }),
    });
    const { calls } = stubFetch({
      'GET /api/session/': { body: toWire(screenSession) },
      ...KITCHEN,
    });
    renderApp('/kitchen');
    expect(await screen.findByText('No current orders.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    const kitchenCall = calls.find((c) => c.url.startsWith('/api/orders/orders/kitchen/'));
    expect(kitchenCall?.headers.get('Authorization')).toBe(`Screen ${SCREEN_ID}`);
  });

  it('opens for an employee, with a way back Home', async () => {
    stubFetch({ 'GET /api/session/': { body: toWire(makeSession()) }, ...KITCHEN });
    renderApp('/kitchen');
    expect(await screen.findByText('No current orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('sends a logged-out visitor to log in, keeping the page', async () => {
    stubFetch({ 'GET /api/session/': { body: { user: null, client: null, device: null } } });
    const { router } = renderApp('/kitchen?page=2');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?redirectFrom=%2Fkitchen%3Fpage%3D2',
    );
  });
});
