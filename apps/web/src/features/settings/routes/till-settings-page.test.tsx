import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TillSettings } from '@opentill/contract/settings/till-settings.schemas';
import { TillSettingsPage } from '@/features/settings/routes/till-settings-page';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';

const saved: TillSettings = {
  defaultTillView: 'full_till',
  featureQuickTill: true,
  sendUnpaidToKitchen: true,
  takeawayAsksName: true,
  cashDrawer: false,
  cashVarianceTolerance: 500,
};

const renderTillSettings = (answer: TillSettings = saved) => {
  const fetchStub = stubFetch({
    'GET /api/settings/till/': { body: toWire(answer) },
    'PUT /api/settings/till/': (init) => ({ body: JSON.parse(String(init.body)) as unknown }),
  });
  renderRoute({
    session: makeSession(),
    initialPath: '/settings/till',
    routes: [{ path: '/settings/till', element: <TillSettingsPage /> }],
  });
  return fetchStub;
};

const form = async () => within(await screen.findByRole('form', { name: 'Till' }));

describe('Settings → Till: the cash drawer', () => {
  it('turns on counted drawers with a tolerance in pounds, sent in pence', async () => {
    const { calls } = renderTillSettings();
    const till = await form();
    const drawer = till.getByRole('switch', { name: 'Count the cash drawer' });
    expect(drawer).not.toBeChecked();
    expect(
      till.getByText(
        'Each till opens with a counted float and is cashed up at the end of the day.',
      ),
    ).toBeInTheDocument();
    expect(till.queryByRole('textbox', { name: 'Cash-up tolerance' })).toBeNull();

    await userEvent.click(drawer);
    const tolerance = till.getByRole('textbox', { name: 'Cash-up tolerance' });
    expect(tolerance).toHaveValue('5.00');
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '7.5');
    await userEvent.click(till.getByRole('button', { name: 'Save' }));
    expect(await findToast('Changes saved successfully.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      default_till_view: 'full_till',
      feature_quick_till: true,
      send_unpaid_to_kitchen: true,
      takeaway_asks_name: true,
      cash_drawer: true,
      cash_variance_tolerance: 750,
    });
    await waitFor(() => expect(tolerance).toHaveValue('7.50'));
  });

  it('says under the tolerance what it cannot read, and saves nothing', async () => {
    const { calls } = renderTillSettings({ ...saved, cashDrawer: true });
    const till = await form();
    const tolerance = till.getByRole('textbox', { name: 'Cash-up tolerance' });
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, 'five');
    await userEvent.click(till.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(tolerance).toHaveAccessibleDescription(
        'Enter the tolerance in pounds and pence, for example 5.00.',
      ),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
