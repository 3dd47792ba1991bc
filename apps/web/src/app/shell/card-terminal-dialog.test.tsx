import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CardTerminalDialog } from '@/app/shell/card-terminal-dialog';
import { readTerminalSettings } from '@/platform/card-terminal/terminal-settings';
import { makeDevice, makeSession } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

const renderDialog = (listed: unknown[] = []) => {
  stubFetch({ 'GET /api/devices/terminals/': { body: listed } });
  let closed = 0;
  renderRoute({
    session: makeSession({ device: makeDevice({ serialNumber: 'DEMO-PAX-0001' }) }),
    initialPath: '/',
    routes: [{ path: '/', element: <CardTerminalDialog onClose={() => (closed += 1)} /> }],
  });
  return { closedCount: () => closed };
};

describe('card terminal dialog', () => {
  it('chooses one of the business’s terminals by name instead of typing its address', async () => {
    renderDialog([
      {
        id: 't1',
        serial_number: 'PAX-1',
        name: 'Counter',
        address: '10.0.0.5:8443',
        paired_at: null,
      },
      { id: 't2', serial_number: 'PAX-2', name: 'Bar', address: null, paired_at: null },
    ]);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Terminal' }));
    expect(screen.getByRole('option', { name: 'Bar · PAX-2 (no address yet)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Counter · PAX-1' }));
    expect(screen.queryByRole('textbox', { name: 'Terminal address' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Access token'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(readTerminalSettings()).toEqual({
      baseUrl: 'https://10.0.0.5:8443',
      token: 'secret',
      serialNumber: 'PAX-1',
    });
  });

  it('with no terminal listed, saves a typed address, token and serial number', async () => {
    const { closedCount } = renderDialog();
    await screen.findByRole('dialog', { name: 'Card terminal' });
    expect(await screen.findByRole('textbox', { name: 'Serial number' })).toHaveValue(
      'DEMO-PAX-0001',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Terminal address' }),
      'http://10.0.0.5:8443',
    );
    await userEvent.type(screen.getByLabelText('Access token'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(readTerminalSettings()).toEqual({
      baseUrl: 'http://10.0.0.5:8443',
      token: 'secret',
      serialNumber: 'DEMO-PAX-0001',
    });
    expect(closedCount()).toBe(1);
  });

  it('refuses an address that is not http or https', async () => {
    const { closedCount } = renderDialog();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Terminal address' }),
      'terminal.local',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Enter an address starting with https:// or http://'),
    ).toBeInTheDocument();
    expect(closedCount()).toBe(0);
  });
});
