import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { getDeviceId, readTerminalPairing } from '@/api/device-pairing';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { TerminalSettingsPage } from '@/features/terminal/routes/terminal-settings-page';
import { makeClient, makeDevice, makeSession, makeUser } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const owner = makeSession({ user: makeUser({ groups: ['owner'] }) });

const renderTerminal = (routes: StubRoutes, session: Session = owner) => {
  const stub = stubFetch(routes);
  const view = renderRoute({
    session,
    initialPath: '/terminal',
    routes: [{ path: '/terminal', element: <TerminalSettingsPage /> }],
  });
  return { ...stub, ...view };
};

const posts = (calls: ReturnType<typeof stubFetch>['calls'], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url);

/** Types into a field by pasting: what is checked is where the words go, not the keystrokes. */
const enter = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

describe('Terminal PIN', () => {
  it('puts the server’s "The old PIN is wrong." on the Old PIN field', async () => {
    renderTerminal({
      'POST /api/terminal/pin/set/': { status: 400, body: { old_pin: ['The old PIN is wrong.'] } },
    });
    await screen.findByRole('region', { name: 'Terminal PIN' });
    await enter('Old PIN', '1111');
    await enter('New PIN', '1357');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByLabelText('Old PIN')).toHaveAccessibleDescription(
      'The old PIN is wrong.',
    );
  });

  it('sends old and new PIN, says it changed and empties the fields', async () => {
    const { calls } = renderTerminal({
      'POST /api/terminal/pin/set/': { body: { detail: 'The terminal PIN has been changed.' } },
    });
    await screen.findByRole('region', { name: 'Terminal PIN' });
    await enter('Old PIN', '2468');
    await enter('New PIN', '1357');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('The terminal PIN has been changed.')).toBeInTheDocument();
    expect(posts(calls, '/api/terminal/pin/set/')[0]?.body).toEqual({
      old_pin: '2468',
      new_pin: '1357',
    });
    expect(screen.getByLabelText('New PIN')).toHaveValue('');
  });

  it('refuses a new PIN that is not 4 to 8 digits before sending it', async () => {
    const { calls } = renderTerminal({});
    await screen.findByRole('region', { name: 'Terminal PIN' });
    await enter('New PIN', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('A PIN is 4 to 8 digits.')).toBeInTheDocument();
    expect(posts(calls, '/api/terminal/pin/set/')).toHaveLength(0);
  });
});

describe('Hospitality mode', () => {
  it('switches it on, keeps the new value in the session, and says it has no effect here', async () => {
    const { calls, queryClient } = renderTerminal({
      'POST /api/terminal/hospitality-mode/': { body: { hospitality_mode: true } },
    });
    const card = await screen.findByRole('region', { name: 'Hospitality mode' });
    expect(card).toHaveTextContent('Changing it has no effect on these screens.');
    const toggle = within(card).getByRole('switch', { name: 'Hospitality mode' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Hospitality mode is on')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(posts(calls, '/api/terminal/hospitality-mode/')[0]?.body).toEqual({
      hospitality_mode: true,
    });
    expect(queryClient.getQueryData<Session>(SESSION_QUERY_KEY)?.client?.hospitalityMode).toBe(
      true,
    );
  });
});

describe('Pair this device', () => {
  const pairUrl = '/api/pair/PAX-42/';

  it('pairs this device at once when the terminal is paired nowhere, and remembers it', async () => {
    const { calls } = renderTerminal({
      [`POST ${pairUrl}`]: (init) => ({
        body: {
          paired: JSON.parse(String(init.body)).confirmed === true,
          already_paired: false,
          device: null,
        },
      }),
    });
    expect(await screen.findByText('This device is not paired with a terminal.')).toBeVisible();
    await enter('Terminal serial number', 'PAX-42');
    await userEvent.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('This device is paired with terminal PAX-42.')).toBeVisible();
    const sent = posts(calls, pairUrl).map((call) => call.body);
    expect(sent).toEqual([
      { device_uuid: getDeviceId(), pax_merchant_id: '', confirmed: false },
      { device_uuid: getDeviceId(), pax_merchant_id: '', confirmed: true },
    ]);
    expect(readTerminalPairing()).toEqual({
      merchant: 'corner-cafe',
      merchantName: makeClient().name,
      serialNumber: 'PAX-42',
    });
  });

  it('asks before taking a terminal over from another device; Cancel leaves it', async () => {
    const { calls } = renderTerminal({
      [`POST ${pairUrl}`]: { body: { paired: false, already_paired: true, device: null } },
    });
    await enter('Terminal serial number', 'PAX-42');
    await userEvent.click(await screen.findByRole('button', { name: 'Pair' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Terminal PAX-42 is paired with another device',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls, pairUrl)).toHaveLength(1);
    expect(readTerminalPairing()).toBeNull();
  });

  it('is not offered to the paired terminal itself', async () => {
    renderTerminal({}, makeSession({ user: null, device: makeDevice() }));
    expect(await screen.findByRole('region', { name: 'Terminal PIN' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pair this device' })).not.toBeInTheDocument();
  });
});
