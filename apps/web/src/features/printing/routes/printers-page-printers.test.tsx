import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRINTER_ADDRESS_MESSAGE } from '@opentill/contract/printing/printers.schemas';
import {
  barPrinter,
  KITCHEN_PRINTER_ID,
  makePrinter,
  makePrintingSettings,
  makePrintJob,
  TILL_TWO_ID,
} from '@/features/printing/testing/printing-fixtures';
import { bodiesOf, renderPrintersPage } from '@/features/printing/testing/render-printers-page';
import { toWire } from '@/testing/factories';
import type { StubReply } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';

const choose = async (field: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

afterEach(() => vi.useRealTimers());

describe('Settings → Printers: the printers', () => {
  it('shows each printer’s address or till, paper, code page and health', async () => {
    renderPrintersPage(
      makePrintingSettings({
        printers: [
          makePrinter(),
          makePrinter({
            id: barPrinter.id,
            name: 'Terminal printer',
            connection: 'device',
            address: '',
            deviceId: TILL_TWO_ID,
            columns: 32,
            health: 'unknown',
            checkedAt: null,
          }),
        ],
      }),
    );
    const kitchen = within(await screen.findByRole('listitem', { name: 'Kitchen printer' }));
    expect(kitchen.getByText(/192\.168\.1\.50:9100 · 80 mm, 48 characters · CP858/)).toBeVisible();
    expect(kitchen.getByText('Online')).toBeVisible();
    expect(kitchen.getByText('checked 12:04:31')).toBeVisible();
    const terminal = within(screen.getByRole('listitem', { name: 'Terminal printer' }));
    expect(terminal.getByText(/Till 2’s own printer · 58 mm, 32 characters/)).toBeVisible();
    expect(terminal.getByText('Not checked yet')).toBeVisible();
  });

  it('says so when there is no printer yet', async () => {
    renderPrintersPage(makePrintingSettings({ printers: [] }));
    expect(
      await screen.findByText(
        'No printers yet. Add the printer’s address, for example 192.168.1.50:9100.',
      ),
    ).toBeVisible();
  });

  it('asks again every 30 s, so the badge turns red by itself when the printer stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let health: 'online' | 'offline' = 'online';
    renderPrintersPage(makePrintingSettings(), {
      'GET /api/printing/': () => ({
        body: toWire(makePrintingSettings({ printers: [makePrinter({ health }), barPrinter] })),
      }),
    });
    const kitchen = within(await screen.findByRole('listitem', { name: 'Kitchen printer' }));
    expect(kitchen.getByText('Online')).toBeVisible();
    health = 'offline';
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await kitchen.findByText('Offline')).toBeVisible();
  });

  it('adds a network printer with 48 columns and CP858 unless told otherwise', async () => {
    const { calls } = renderPrintersPage(makePrintingSettings(), {
      'POST /api/printing/printers/': (init) => ({
        status: 201,
        body: { ...JSON.parse(String(init.body)), id: 'new', health: 'unknown', checked_at: null },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add printer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a printer' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Pass printer');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), '192.168.1.52:9100');
    expect(dialog.getByRole('combobox', { name: 'Paper width' })).toHaveTextContent(
      '80 mm, 48 characters',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add printer' }));
    expect(await findToast('Pass printer saved.')).toBeVisible();
    expect(bodiesOf(calls, 'POST', '/api/printing/printers/')).toEqual([
      {
        name: 'Pass printer',
        connection: 'network',
        address: '192.168.1.52:9100',
        columns: 48,
        code_page: 'cp858',
        device_id: null,
      },
    ]);
  });

  it('adds a till’s own printer: the till is chosen and the address may stay empty', async () => {
    const { calls } = renderPrintersPage(makePrintingSettings(), {
      'POST /api/printing/printers/': {
        status: 201,
        body: toWire(makePrinter({ name: 'Till printer' })),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add printer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a printer' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Till printer');
    await userEvent.click(
      dialog.getByRole('radio', { name: 'Through a till or the card terminal' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add printer' }));
    expect(
      await dialog.findByText('Choose the till or terminal the printer is plugged into.'),
    ).toBeVisible();
    await choose('Till or terminal', 'Till 2');
    await choose('Paper width', '58 mm, 32 characters');
    await userEvent.click(dialog.getByRole('button', { name: 'Add printer' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST', '/api/printing/printers/')).toEqual([
        expect.objectContaining({
          connection: 'device',
          address: '',
          columns: 32,
          device_id: TILL_TWO_ID,
        }),
      ]),
    );
  });

  it('puts the server’s refusal on the address field', async () => {
    renderPrintersPage(makePrintingSettings(), {
      'PUT /api/printing/printers/*': {
        status: 400,
        body: { address: ['Another printer already has this address.'] },
      },
    });
    const kitchen = within(await screen.findByRole('listitem', { name: 'Kitchen printer' }));
    await userEvent.click(kitchen.getByRole('button', { name: 'Edit Kitchen printer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Kitchen printer' }));
    const address = dialog.getByRole('textbox', { name: 'Address' });
    await userEvent.clear(address);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(address).toHaveAccessibleDescription(PRINTER_ADDRESS_MESSAGE);
    await userEvent.type(address, '192.168.1.51:9100');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription('Another printer already has this address.'),
    );
  });

  it('asks before deleting, and shows why the server refused', async () => {
    const inUse = 'A station prints on this printer: choose another printer for it first.';
    const { calls } = renderPrintersPage(makePrintingSettings(), {
      [`DELETE /api/printing/printers/${KITCHEN_PRINTER_ID}/`]: {
        status: 409,
        body: { detail: inUse },
      },
    });
    const kitchen = within(await screen.findByRole('listitem', { name: 'Kitchen printer' }));
    await userEvent.click(kitchen.getByRole('button', { name: 'Delete Kitchen printer' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Kitchen printer?' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await findToast(inUse)).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});

describe('Settings → Printers: Print test page', () => {
  const testPage = (jobs: StubReply[]) => ({
    [`POST /api/printing/printers/${KITCHEN_PRINTER_ID}/test/`]: {
      status: 201,
      body: toWire(makePrintJob({ kind: 'test', status: 'queued', lastError: null })),
    },
    'GET /api/printing/jobs/job-1/': () => jobs.shift() ?? { status: 500 },
  });

  it('sends it, then says it printed once the printer confirmed it', async () => {
    renderPrintersPage(
      makePrintingSettings(),
      testPage([
        { body: toWire(makePrintJob({ kind: 'test', status: 'sending', lastError: null })) },
        { body: toWire(makePrintJob({ kind: 'test', status: 'confirmed', lastError: null })) },
      ]),
    );
    const kitchen = within(await screen.findByRole('listitem', { name: 'Kitchen printer' }));
    await userEvent.click(kitchen.getByRole('button', { name: 'Print test page' }));
    expect(await findToast('Test page sent to Kitchen printer.')).toBeVisible();
    expect(await findToast('Test page printed.')).toBeVisible();
  });

  it('says why it did not print', async () => {
    renderPrintersPage(
      makePrintingSettings(),
      testPage([{ body: toWire(makePrintJob({ kind: 'test', lastError: 'Paper out' })) }]),
    );
    const kitchen = within(await screen.findByRole('listitem', { name: 'Kitchen printer' }));
    await userEvent.click(kitchen.getByRole('button', { name: 'Print test page' }));
    expect(await findToast('The test page did not print: Paper out')).toBeVisible();
  });
});
