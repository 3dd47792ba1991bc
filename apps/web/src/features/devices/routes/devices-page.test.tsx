import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { getDeviceId, readTerminalPairing } from '@/api/device-pairing';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { DevicesPage } from '@/features/devices/routes/devices-page';
import { browserPlatform } from '@/platform/platform';
import { makeClient, makeDevice, makeSession, makeUser } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const owner = makeSession({ user: makeUser({ groups: ['owner'] }) });

const renderTerminal = (routes: StubRoutes, session: Session = owner) => {
  const stub = stubFetch(routes);
  const view = renderRoute({
    session,
    initialPath: '/devices',
    routes: [{ path: '/devices', element: <DevicesPage /> }],
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

const counter = {
  id: '11111111-1111-4111-8111-111111111111',
  serial_number: 'PAX-42',
  name: 'Counter',
  address: '192.168.1.40:8443',
  paired_at: null,
};

describe('Card terminals', () => {
  const pairUrl = '/api/pair/PAX-42/';
  const listed = { 'GET /api/devices/terminals/': { body: [counter] } };

  it('adds a terminal, with the server’s refusal on its field', async () => {
    const { calls } = renderTerminal({
      'POST /api/devices/terminals/': (init) =>
        JSON.parse(String(init.body)).serial_number === 'PAX-42'
          ? { status: 400, body: { serial_number: ['This terminal is already on the list.'] } }
          : { status: 201, body: { ...counter, serial_number: 'PAX-43', name: 'Bar' } },
      'GET /api/devices/terminals/': { body: [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a terminal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a terminal' });
    await enter('Serial number', 'PAX-42');
    await enter('Name', 'Bar');
    await enter('Address', 'terminal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add terminal' }));
    expect(
      await within(dialog).findByText(
        'Enter the address as host:port, for example 192.168.1.40:8443.',
      ),
    ).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Address'));
    await enter('Address', '192.168.1.41:8443');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add terminal' }));
    expect(await within(dialog).findByText('This terminal is already on the list.')).toBeVisible();
    expect(posts(calls, '/api/devices/terminals/')[0]?.body).toEqual({
      serial_number: 'PAX-42',
      name: 'Bar',
      address: '192.168.1.41:8443',
    });
  });

  it('pairs this device after the preview says the terminal is new, and remembers it', async () => {
    const { calls } = renderTerminal({
      ...listed,
      [`POST ${pairUrl}`]: (init) => ({
        body: {
          paired: JSON.parse(String(init.body)).confirmed === true,
          already_paired: false,
          device: null,
        },
      }),
    });
    const row = await screen.findByRole('listitem', { name: 'Counter' });
    await userEvent.click(within(row).getByRole('button', { name: 'Pair this device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair with Counter' });
    expect(
      await within(dialog).findByText(/Pair this device with Counter \(PAX-42\)\?/),
    ).toBeVisible();
    expect(posts(calls, pairUrl)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pair this device' }));
    expect(await screen.findByText('This device is paired with Counter.')).toBeVisible();
    expect(posts(calls, pairUrl).map((call) => call.body)).toEqual([
      { device_uuid: getDeviceId(), pax_merchant_id: '', confirmed: false },
      { device_uuid: getDeviceId(), pax_merchant_id: '', confirmed: true },
    ]);
    expect(readTerminalPairing()).toEqual({
      merchant: 'corner-cafe',
      merchantName: makeClient().name,
      serialNumber: 'PAX-42',
    });
  });

  it('warns before taking a terminal over from another device; Cancel leaves it', async () => {
    const { calls } = renderTerminal({
      ...listed,
      [`POST ${pairUrl}`]: { body: { paired: false, already_paired: true, device: null } },
    });
    const row = await screen.findByRole('listitem', { name: 'Counter' });
    await userEvent.click(within(row).getByRole('button', { name: 'Pair this device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair with Counter' });
    expect(await within(dialog).findByText(/is paired with another device/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls, pairUrl)).toHaveLength(1);
    expect(readTerminalPairing()).toBeNull();
  });

  it('tests the connection from this device and says why it is offline', async () => {
    const probes: string[] = [];
    stubFetch(listed);
    renderRoute({
      session: owner,
      initialPath: '/devices',
      routes: [{ path: '/devices', element: <DevicesPage /> }],
      platform: {
        ...browserPlatform,
        probeCardTerminal: async (baseUrl) => {
          probes.push(baseUrl);
          return { status: 'offline', reason: 'wrong_terminal', terminalId: 'PAX-99' };
        },
      },
    });
    const row = await screen.findByRole('listitem', { name: 'Counter' });
    await userEvent.click(within(row).getByRole('button', { name: 'Test connection' }));
    expect(await within(row).findByRole('status')).toHaveTextContent(
      'Offline: 192.168.1.40:8443 is terminal PAX-99, not this one. Check the address.',
    );
    expect(probes).toEqual(['https://192.168.1.40:8443']);
  });

  it('are not shown to the paired terminal itself, which keeps its PIN and mode', async () => {
    renderTerminal({}, makeSession({ user: null, device: makeDevice() }));
    expect(await screen.findByRole('region', { name: 'Terminal PIN' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Card terminals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kitchen screens' })).not.toBeInTheDocument();
  });
});

describe('Kitchen screens', () => {
  it('pairs a screen by its code and name, and puts a wrong code on its field', async () => {
    const { calls } = renderTerminal({
      'GET /api/screens/': { body: [] },
      'POST /api/screens/claim/': {
        status: 400,
        body: { code: ['This code is wrong or has expired. Check the screen and try again.'] },
      },
    });
    const form = await screen.findByRole('form', { name: 'Pair a kitchen screen' });
    await enter('Code on the screen', 'abc 234');
    await enter('Screen name', 'Pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Pair screen' }));
    expect(
      await within(form).findByText(
        'This code is wrong or has expired. Check the screen and try again.',
      ),
    ).toBeVisible();
    expect(posts(calls, '/api/screens/claim/')[0]?.body).toEqual({ code: 'ABC234', name: 'Pass' });
  });

  it('unpairs a listed screen after asking', async () => {
    const { calls } = renderTerminal({
      'GET /api/screens/': {
        body: [
          {
            id: 's1',
            kind: 'screen',
            serial_number: null,
            name: 'Grill',
            paired_at: '2026-01-05T10:00:00Z',
          },
        ],
      },
      'DELETE /api/screens/s1/': { status: 204 },
    });
    const row = await screen.findByRole('listitem', { name: 'Grill' });
    await userEvent.click(within(row).getByRole('button', { name: 'Unpair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpair Grill?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpair' }));
    expect(await screen.findByText('Grill unpaired')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/screens/s1/',
    ]);
  });
});
