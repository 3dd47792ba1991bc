import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  KITCHEN_PRINTER_ID,
  makePrintingSettings,
  TILL_TWO_ID,
  tillTwo,
} from '@/features/printing/testing/printing-fixtures';
import { bodiesOf, renderPrintersPage } from '@/features/printing/testing/render-printers-page';
import { findToast } from '@/testing/find-toast';

const TILL_URL = `/api/printing/tills/${TILL_TWO_ID}/`;
const DRAWER_HINT = 'Sends the drawer kick to the receipt printer for cash sales and No sale.';

const tillForm = async () => within(await screen.findByRole('form', { name: 'Till 2' }));

describe('Settings → Printers: tills', () => {
  it('chooses Till 2’s receipt printer and opens its drawer on cash, saved on their own', async () => {
    const { calls } = renderPrintersPage(makePrintingSettings(), {
      [`PUT ${TILL_URL}`]: (init) => ({
        body: {
          ...JSON.parse(String(init.body)),
          id: TILL_TWO_ID,
          name: 'Till 2',
          number: 2,
          kind: 'till',
        },
      }),
    });
    const till = await tillForm();
    const printer = till.getByRole('combobox', { name: 'Receipt printer' });
    expect(printer).toHaveTextContent('None: print from the browser');
    const drawer = till.getByRole('switch', { name: 'Open the drawer on cash' });
    expect(drawer).not.toBeChecked();
    expect(drawer).toHaveAccessibleDescription(DRAWER_HINT);
    expect(till.getByRole('button', { name: 'Save Till 2' })).toBeDisabled();
    await userEvent.click(printer);
    await userEvent.click(await screen.findByRole('option', { name: 'Kitchen printer' }));
    await userEvent.click(drawer);
    await userEvent.click(till.getByRole('button', { name: 'Save Till 2' }));
    expect(await findToast('Till 2 saved.')).toBeVisible();
    expect(bodiesOf(calls, 'PUT', TILL_URL)).toEqual([
      { receipt_printer_id: KITCHEN_PRINTER_ID, open_drawer_on_cash: true },
    ]);
    expect(calls.filter((c) => c.method === 'PUT' && c.url !== TILL_URL)).toHaveLength(0);
  });

  it('puts the server’s refusal on the receipt printer', async () => {
    renderPrintersPage(makePrintingSettings(), {
      [`PUT ${TILL_URL}`]: {
        status: 400,
        body: { receipt_printer_id: ['This printer is not one of yours.'] },
      },
    });
    const till = await tillForm();
    await userEvent.click(till.getByRole('switch', { name: 'Open the drawer on cash' }));
    await userEvent.click(till.getByRole('button', { name: 'Save Till 2' }));
    await waitFor(() =>
      expect(till.getByRole('combobox', { name: 'Receipt printer' })).toHaveAccessibleDescription(
        'This printer is not one of yours.',
      ),
    );
  });

  it('says so when there is no till yet', async () => {
    renderPrintersPage(makePrintingSettings({ tills: [] }));
    expect(await screen.findByText(/No tills yet/)).toBeVisible();
  });

  it('asks before leaving with a change not saved, and leaves once nothing is left', async () => {
    const { router } = renderPrintersPage(
      makePrintingSettings({ tills: [{ ...tillTwo, openDrawerOnCash: true }] }),
    );
    const till = await tillForm();
    await userEvent.click(till.getByRole('switch', { name: 'Open the drawer on cash' }));
    await act(() => router.navigate('/home'));
    const confirm = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Home')).toBeNull();
    await userEvent.click(till.getByRole('button', { name: 'Discard' }));
    await act(() => router.navigate('/home'));
    expect(await screen.findByText('Home')).toBeVisible();
  });
});
