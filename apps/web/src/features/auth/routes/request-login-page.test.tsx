import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/routes/login-page';
import { RequestLoginPage } from '@/features/auth/routes/request-login-page';
import { stubFetch } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const LOGGED_OUT = { body: { user: null, client: null, device: null } };

const renderRequestLogin = (initialPath: string) =>
  renderRoute({
    initialPath,
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/request-login', element: <RequestLoginPage /> },
    ],
  });

describe('/request-login', () => {
  it('is opened from log in with the email typed there', async () => {
    stubFetch({});
    const { router } = renderRequestLogin('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'sam@cafe.test');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a one-time link' }));
    expect(await screen.findByRole('heading', { name: 'Log in by email link' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/request-login');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@cafe.test');
  });

  it('sends POST request-login-link/ with the email and says so', async () => {
    const { calls } = stubFetch({
      'GET /api/session/': () => {
        document.cookie = 'csrftoken=t0k3n; path=/';
        return LOGGED_OUT;
      },
      'POST /api/request-login-link/': { body: { detail: 'Log in link sent to sam@cafe.test' } },
    });
    renderRequestLogin('/request-login?email=sam%40cafe.test');
    await userEvent.click(await screen.findByRole('button', { name: 'Send log in link' }));
    expect(await screen.findByText('Log in link sent to sam@cafe.test')).toBeInTheDocument();
    expect(
      screen.getByText('Check sam@cafe.test for the link, and open it on this device.'),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/request-login-link/');
    expect(sent?.body).toEqual({ email: 'sam@cafe.test' });
    expect(sent?.headers.get('X-CSRFToken')).toBe('t0k3n');
  });

  it('asks for a valid email before sending anything', async () => {
    const { calls } = stubFetch({});
    renderRequestLogin('/request-login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send log in link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('goes back to log in, keeping the email', async () => {
    stubFetch({});
    const { router } = renderRequestLogin('/request-login?email=sam%40cafe.test');
    await userEvent.click(await screen.findByRole('link', { name: 'Go back to log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.search).toBe('?email=sam%40cafe.test');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@cafe.test');
  });
});
