import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDeviceId, saveTerminalPairing } from '@/api/device-pairing';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { LoginPage } from '@/features/auth/routes/login-page';
import { makeDevice, makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

// Spec 001 §4 Session: "logged out leads to logged in as employee, as terminal device (has
// terminal id), or anonymous". The log-in screen offers the terminal on a paired device.

const PAIRING = { merchant: 'corner-cafe', merchantName: 'Corner Café', serialNumber: 'PAX-7' };
const terminalSession = makeSession({ user: null, device: makeDevice({ serialNumber: 'PAX-7' }) });

const renderLogin = (routes: StubRoutes) => {
  const stub = stubFetch({
    'GET /api/session/': () => {
      document.cookie = 'csrftoken=t0k3n; path=/';
      return { body: { user: null, client: null, device: null } };
    },
    ...routes,
  });
  const view = renderRoute({
    initialPath: '/login',
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home screen</p> },
    ],
  });
  return { ...stub, ...view };
};

const logInAsTerminal = async (pin: string) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Log in as this terminal' }));
  await userEvent.type(screen.getByLabelText('Terminal PIN'), pin);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('log in as this terminal', () => {
  it('is not offered on a device no owner has paired', async () => {
    renderLogin({});
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Log in as this terminal' }),
    ).not.toBeInTheDocument();
  });

  it('sends the PIN and this device’s id to the paired merchant, then lands at /', async () => {
    saveTerminalPairing(PAIRING);
    const { calls, queryClient } = renderLogin({
      'POST /api/login-terminal-device/': {
        body: toWire({ ...terminalSession, hospitalityMode: false }),
      },
    });
    expect(await screen.findByText('Terminal PAX-7 at Corner Café')).toBeInTheDocument();
    await logInAsTerminal('2468');
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/login-terminal-device/');
    expect(sent?.body).toEqual({ pin: '2468', device_uuid: getDeviceId() });
    expect(sent?.headers.get('X-DT-SCHEMA')).toBe('corner-cafe');
    expect(sent?.headers.get('X-CSRFToken')).toBe('t0k3n');
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(terminalSession);
  });

  it('shows a wrong PIN on the PIN field and stays', async () => {
    saveTerminalPairing(PAIRING);
    renderLogin({
      'POST /api/login-terminal-device/': {
        status: 400,
        body: { pin: ['Wrong PIN. Please try again.'] },
      },
    });
    await logInAsTerminal('1111');
    expect(await screen.findByLabelText('Terminal PIN')).toHaveAccessibleDescription(
      'Wrong PIN. Please try again.',
    );
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
  });

  it('says so when the server no longer knows this pairing', async () => {
    saveTerminalPairing(PAIRING);
    renderLogin({
      'POST /api/login-terminal-device/': {
        status: 401,
        body: { detail: 'This device is not paired with this merchant.' },
      },
    });
    await logInAsTerminal('2468');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This device is not paired with this merchant.',
    );
  });

  it('asks for the PIN before sending anything, and goes back to log in', async () => {
    saveTerminalPairing(PAIRING);
    const { calls } = renderLogin({});
    await userEvent.click(await screen.findByRole('button', { name: 'Log in as this terminal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the PIN.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Go back to log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
