import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CardTerminalDialog } from '@/app/shell/card-terminal-dialog';
import { readTerminalSettings } from '@/platform/card-terminal/terminal-settings';
import { makeDevice, makeSession } from '@/testing/factories';
import { renderRoute } from '@/testing/render-route';

const renderDialog = () => {
  let closed = 0;
  renderRoute({
    session: makeSession({ device: makeDevice({ serialNumber: 'DEMO-PAX-0001' }) }),
    initialPath: '/',
    routes: [{ path: '/', element: <CardTerminalDialog onClose={() => (closed += 1)} /> }],
  });
  return { closedCount: () => closed };
};

describe('card terminal dialog', () => {
  it('saves the address, token and serial number, defaulting to the session device', async () => {
    const { closedCount } = renderDialog();
    await screen.findByRole('dialog', { name: 'Card terminal' });
    expect(screen.getByRole('textbox', { name: 'Serial number' })).toHaveValue('DEMO-PAX-0001');
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
