import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/routes/login-page';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const armCsrf = () => {
  document.cookie = 'csrftoken=t0k3n; path=/';
  return { body: toWire({ user: null, client: null, device: null }) };
};

const renderLogin = (initialPath = '/login') =>
  renderRoute({
    initialPath,
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home screen</p> },
      { path: '/orders', element: <p>Orders screen</p> },
    ],
  });

describe('log in screen', () => {
  it('prefills the email from ?email= and asks for what is missing', async () => {
    stubFetch({});
    renderLogin('/login?email=sam%40cafe.test');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('sam@cafe.test');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('rejects an email that is not one', async () => {
    stubFetch({});
    renderLogin();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    stubFetch({});
    renderLogin();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's refusal, after arming the CSRF cookie", async () => {
    const { calls } = stubFetch({
      'GET /api/session/': armCsrf,
      'POST /api/login/': {
        status: 400,
        body: { detail: 'No active account found with these log-in credentials' },
      },
    });
    renderLogin();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'sam@cafe.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No active account found with these log-in credentials',
    );
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/session/',
      'POST /api/login/',
    ]);
    expect(calls[1]?.headers.get('X-CSRFToken')).toBe('t0k3n');
    expect(calls[1]?.body).toEqual({ email: 'sam@cafe.test', password: 'wrong-password' });
  });

  it('shows the detail of a rate-limited attempt', async () => {
    stubFetch({
      'GET /api/session/': armCsrf,
      'POST /api/login/': {
        status: 429,
        body: { detail: 'Too many attempts. Try again in 5 minutes.' },
      },
    });
    renderLogin();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'sam@cafe.test');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 5 minutes.',
    );
  });

  it('goes to redirectFrom after log in', async () => {
    stubFetch({
      'GET /api/session/': armCsrf,
      'POST /api/login/': { body: toWire(makeSession()) },
    });
    renderLogin('/login?redirectFrom=%2Forders');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'sam@cafe.test');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Orders screen')).toBeInTheDocument();
  });

  it('switches to reset mode, sends the reset email and comes back', async () => {
    const { calls } = stubFetch({
      'GET /api/session/': armCsrf,
      'POST /api/password/reset/': { body: { detail: 'Password reset e-mail has been sent.' } },
    });
    renderLogin();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'sam@cafe.test');
    await userEvent.click(screen.getByRole('button', { name: 'Click here to reset it' }));
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@cafe.test');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password reset email sent. Please check your email.'),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'sam@cafe.test' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument());
  });

  it('goes back to log in from reset mode', async () => {
    stubFetch({});
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Click here to reset it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go back to log in' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
