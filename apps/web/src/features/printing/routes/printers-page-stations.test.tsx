import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BAR_PRINTER_ID,
  BAR_STATION_ID,
  DRINKS_ID,
  KITCHEN_PRINTER_ID,
  KITCHEN_STATION_ID,
  LATTE_ID,
  MAINS_ID,
  makePrintingSettings,
  makeStation,
} from '@/features/printing/testing/printing-fixtures';
import { bodiesOf, renderPrintersPage } from '@/features/printing/testing/render-printers-page';
import { toWire } from '@/testing/factories';
import { findToast } from '@/testing/find-toast';

const withStations = makePrintingSettings({
  stations: [
    makeStation(),
    makeStation({
      id: BAR_STATION_ID,
      name: 'Bar',
      printerId: BAR_PRINTER_ID,
      fallbackPrinterId: KITCHEN_PRINTER_ID,
      isDefault: false,
    }),
  ],
  routes: { categories: [{ categoryId: DRINKS_ID, stationId: BAR_STATION_ID }], products: [] },
});

const choose = async (scope: ReturnType<typeof within>, field: string, option: string) => {
  await userEvent.click(scope.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Settings → Printers: stations', () => {
  it('lists each station with what it prints, its printer and its fallback', async () => {
    renderPrintersPage(withStations);
    const kitchen = within(await screen.findByRole('listitem', { name: 'Kitchen' }));
    expect(kitchen.getByText('Default station')).toBeVisible();
    expect(kitchen.getByText('Order tickets (kitchen, bar) · on Kitchen printer')).toBeVisible();
    const bar = within(screen.getByRole('listitem', { name: 'Bar' }));
    expect(
      bar.getByText(
        'Order tickets (kitchen, bar) · on Bar printer, or Kitchen printer when it does not answer',
      ),
    ).toBeVisible();
  });

  it('adds a receipts station: only an order ticket station can take every other item', async () => {
    const { calls } = renderPrintersPage(makePrintingSettings(), {
      'POST /api/printing/stations/': {
        status: 201,
        body: toWire(makeStation({ name: 'Counter', kind: 'receipts', isDefault: false })),
      },
    });
    expect(await screen.findByText(/No stations yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add station' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a station' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Counter');
    await userEvent.click(dialog.getByRole('switch', { name: /Takes every item/ }));
    await choose(dialog, 'What it prints', 'Receipts');
    expect(dialog.queryByRole('switch', { name: /Takes every item/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Add station' }));
    expect(await dialog.findByText('Choose the printer this station prints on.')).toBeVisible();
    await choose(dialog, 'Printer', 'Kitchen printer');
    await choose(dialog, 'Fallback printer', 'Kitchen printer');
    await userEvent.click(dialog.getByRole('button', { name: 'Add station' }));
    expect(await dialog.findByText('The fallback must be another printer.')).toBeVisible();
    await choose(dialog, 'Fallback printer', 'None');
    await userEvent.click(dialog.getByRole('button', { name: 'Add station' }));
    expect(await findToast('Counter saved.')).toBeVisible();
    expect(bodiesOf(calls, 'POST', '/api/printing/stations/')).toEqual([
      {
        name: 'Counter',
        kind: 'receipts',
        printer_id: KITCHEN_PRINTER_ID,
        fallback_printer_id: null,
        is_default: false,
      },
    ]);
  });

  it('shows why a station cannot be deleted', async () => {
    const detail = 'Move its categories to another station first.';
    renderPrintersPage(withStations, {
      [`DELETE /api/printing/stations/${BAR_STATION_ID}/`]: { status: 409, body: { detail } },
    });
    const bar = within(await screen.findByRole('listitem', { name: 'Bar' }));
    await userEvent.click(bar.getByRole('button', { name: 'Delete Bar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Bar?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await findToast(detail)).toBeVisible();
  });
});

describe('Settings → Printers: where each category prints', () => {
  it('routes categories and a product to kitchen stations, saved in one PUT', async () => {
    const { calls } = renderPrintersPage(withStations, {
      'PUT /api/printing/routes/': (init) => ({ body: JSON.parse(String(init.body)) }),
    });
    const form = within(await screen.findByRole('form', { name: 'Where each category prints' }));
    const drinks = form.getByRole('combobox', { name: 'Drinks' });
    expect(drinks).toHaveTextContent('Bar');
    expect(form.getByRole('combobox', { name: 'Mains' })).toHaveTextContent('Default station');
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await choose(form, 'Mains', 'Kitchen');
    await userEvent.click(form.getByRole('button', { name: 'Add a product' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Choose a product.')).toBeVisible();
    expect(bodiesOf(calls, 'PUT', '/api/printing/routes/')).toHaveLength(0);
    await userEvent.type(form.getByRole('combobox', { name: 'Product' }), 'Lat');
    await userEvent.click(await screen.findByRole('option', { name: 'Latte' }));
    await choose(within(form.getByRole('group', { name: 'Latte' })), 'Station', 'Kitchen');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await findToast('Where each category prints is saved.')).toBeVisible();
    expect(bodiesOf(calls, 'PUT', '/api/printing/routes/')).toEqual([
      {
        categories: [
          { category_id: DRINKS_ID, station_id: BAR_STATION_ID },
          { category_id: MAINS_ID, station_id: KITCHEN_STATION_ID },
        ],
        products: [{ product_id: LATTE_ID, station_id: KITCHEN_STATION_ID }],
      },
    ]);
    await waitFor(() => expect(form.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('removes a product sent elsewhere until Discard brings it back', async () => {
    renderPrintersPage({
      ...withStations,
      routes: {
        ...withStations.routes,
        products: [{ productId: LATTE_ID, stationId: BAR_STATION_ID }],
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Where each category prints' }));
    await userEvent.click(form.getByRole('button', { name: 'Remove Latte' }));
    expect(form.getByText('Every product prints where its category does.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Discard' }));
    expect(form.getByRole('group', { name: 'Latte' })).toBeVisible();
  });
});
