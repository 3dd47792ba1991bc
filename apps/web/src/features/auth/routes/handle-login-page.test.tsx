import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMerchantIdentifier } from '@/api/client-storage';
import { HandleLoginPage } from '@/features/auth/routes/handle-login-page';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const renderHandleLogin = (search: string) =>
  renderRoute({
    initialPath: `/handle-login${search}`,
    routes: [
      { path: '/handle-login', element: <HandleLoginPage /> },
      { path: '/till', element: <p>Till screen</p> },
      { path: '/request-login', element: <p>Request a log in link screen</p> },
    ],
  });

describe('magic-link log in', () => {
  it('names the merchant, exchanges the token once and opens the till', async () => {
    const { calls } = stubFetch({
      'GET /api/session/': { body: { user: null, client: null, device: null } },
      'POST /api/token-login/': { body: toWire(makeSession()) },
    });
    renderHandleLogin('?token=one-time&merchant=corner-cafe');
    expect(await screen.findByText('Till screen')).toBeInTheDocument();
    const exchanges = calls.filter((c) => c.url === '/api/token-login/');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.body).toEqual({ token: 'one-time', merchant: 'corner-cafe' });
    expect(exchanges[0]?.headers.get('X-DT-SCHEMA')).toBe('corner-cafe');
    expect(getMerchantIdentifier()).toBe('corner-cafe');
  });

  it('says the link may have expired when the exchange fails and goes to /request-login', async () => {
    stubFetch({
      'GET /api/session/': { body: { user: null, client: null, device: null } },
      'POST /api/token-login/': { status: 400, body: { detail: 'Invalid or expired token.' } },
    });
    renderHandleLogin('?token=stale&merchant=corner-cafe');
    expect(
      await screen.findByText('Failed to log in, link may have expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Request a log in link screen')).toBeInTheDocument();
  });
});
