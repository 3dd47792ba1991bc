import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serviceChargeMessages as sc } from '@opentill/contract/orders/service-charge';
import {
  NO_APPROVALS,
  type DiscountSettings,
} from '@opentill/contract/settings/discount-settings.schemas';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { DiscountsSettingsPage } from '@/features/settings/routes/discounts-settings-page';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';

const saved: DiscountSettings = {
  presets: [{ label: 'Staff', percentOff: 50, amount: null, reasonCode: 'staff' }],
  approvals: { ...NO_APPROVALS, refunds: true },
  serviceCharge: { percent: null, mandatory: false },
};

const echo = (init: RequestInit): StubReply => ({ body: JSON.parse(String(init.body)) });

const renderDiscounts = (
  answer: DiscountSettings = saved,
  put: (init: RequestInit) => StubReply = echo,
) => {
  const fetchStub = stubFetch({
    'GET /api/settings/discounts/': { body: toWire(answer) },
    'PUT /api/settings/discounts/': put,
  });
  const rendered = renderRoute({
    session: makeSession(),
    initialPath: '/settings/discounts',
    routes: [{ path: '/settings/discounts', element: <DiscountsSettingsPage /> }],
  });
  return { ...fetchStub, ...rendered };
};

const form = async () => within(await screen.findByRole('form', { name: 'Discounts' }));
const putBody = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'PUT')?.body;

describe('Settings → Discounts', () => {
  it('shows the saved presets and approvals', async () => {
    renderDiscounts();
    const page = await form();
    const staff = page.getByRole('group', { name: 'Staff' });
    expect(within(staff).getByRole('textbox', { name: 'Name' })).toHaveValue('Staff');
    expect(within(staff).getByRole('button', { name: 'Percent' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(staff).getByRole('textbox', { name: 'Percent off' })).toHaveValue('50');
    expect(within(staff).getByRole('combobox', { name: 'Reason' })).toHaveTextContent('Staff');
    expect(
      page.getByRole('textbox', { name: 'Discounts over this percentage need a manager' }),
    ).toHaveValue('');
    expect(page.getByRole('switch', { name: 'Refunds' })).toBeChecked();
    expect(page.getByRole('switch', { name: 'No sale (opening the drawer)' })).not.toBeChecked();
  });

  it('says when there are no presets yet', async () => {
    renderDiscounts({ presets: [], approvals: NO_APPROVALS });
    const page = await form();
    expect(
      page.getByText('No preset discounts yet. Add one so the till can give it in one tap.'),
    ).toBeInTheDocument();
  });

  it('adds an amount off in pounds and a comp, and saves them in pence, snake_case', async () => {
    const { calls, queryClient } = renderDiscounts();
    const page = await form();
    await userEvent.click(page.getByRole('button', { name: 'Add a discount' }));
    const added = page.getByRole('group', { name: 'preset discount 2' });
    await userEvent.type(within(added).getByRole('textbox', { name: 'Name' }), 'Loyalty £1.50');
    const loyalty = page.getByRole('group', { name: 'Loyalty £1.50' });
    await userEvent.click(within(loyalty).getByRole('button', { name: 'Amount' }));
    await userEvent.type(within(loyalty).getByRole('textbox', { name: 'Amount off (£)' }), '1.5');
    await userEvent.click(within(loyalty).getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Loyalty' }));
    await userEvent.click(page.getByRole('button', { name: 'Add a comp (100%, On the house)' }));
    await userEvent.type(
      page.getByRole('textbox', { name: 'Discounts over this percentage need a manager' }),
      '20',
    );
    await userEvent.click(
      page.getByRole('switch', { name: 'Voiding a line the kitchen has seen' }),
    );
    const sessionQuery = queryClient.getQueryCache().find({ queryKey: SESSION_QUERY_KEY });

    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    expect(await findToast('Changes saved successfully.')).toBeInTheDocument();
    expect(putBody(calls)).toEqual({
      presets: [
        { label: 'Staff', percent_off: 50, amount: null, reason_code: 'staff' },
        { label: 'Loyalty £1.50', percent_off: null, amount: 150, reason_code: 'loyalty' },
        { label: 'Comp', percent_off: 100, amount: null, reason_code: 'comp' },
      ],
      approvals: {
        discount_over_percent: 20,
        void_after_send: true,
        refunds: true,
        no_sale: false,
        price_override: false,
      },
      service_charge: { percent: null, mandatory: false },
    });
    // The till reads presets and approvals from the session: the save makes it stale.
    expect(sessionQuery?.state.isInvalidated).toBe(true);
    await waitFor(() => expect(page.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('removes a preset until Discard brings it back', async () => {
    renderDiscounts();
    const page = await form();
    await userEvent.click(page.getByRole('button', { name: 'Remove Staff' }));
    expect(page.getByText(/No preset discounts yet/)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Discard' }));
    expect(page.getByRole('group', { name: 'Staff' })).toBeInTheDocument();
  });

  it('checks each row before sending, in the contract’s words', async () => {
    const { calls } = renderDiscounts({ presets: [], approvals: NO_APPROVALS });
    const page = await form();
    await userEvent.click(page.getByRole('button', { name: 'Add a discount' }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    const row = page.getByRole('group', { name: 'preset discount 1' });
    expect(await within(row).findByText('Name the discount.')).toBeInTheDocument();
    expect(within(row).getByText('Enter a percentage from 1 to 100.')).toBeInTheDocument();
    expect(within(row).getByText('Choose a reason.')).toBeInTheDocument();
    expect(putBody(calls)).toBeUndefined();
  });

  it('puts the server’s 400 messages under their fields', async () => {
    renderDiscounts(saved, () => ({
      status: 400,
      body: {
        'presets.0.label': ['That name is taken.'],
        'approvals.discount_over_percent': ['Enter a percentage from 0 to 100, or leave it empty.'],
      },
    }));
    const page = await form();
    const name = within(page.getByRole('group', { name: 'Staff' })).getByRole('textbox', {
      name: 'Name',
    });
    await userEvent.type(name, ' team');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('That name is taken.'));
    expect(
      page.getByRole('textbox', { name: 'Discounts over this percentage need a manager' }),
    ).toHaveAccessibleDescription('Enter a percentage from 0 to 100, or leave it empty.');
  });

  it('says why no more presets can be added at 12', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({
      label: `Preset ${i + 1}`,
      percentOff: 10,
      amount: null,
      reasonCode: 'promotion' as const,
    }));
    renderDiscounts({ presets: twelve, approvals: NO_APPROVALS });
    const page = await form();
    const add = page.getByRole('button', { name: 'Add a discount' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'The till shows up to 12 preset discounts: remove one to add another.',
    );
  });

  it('saves the service charge on eat-in bills with the rest of the page', async () => {
    const { calls } = renderDiscounts();
    const page = await form();
    const section = within(page.getByRole('region', { name: sc.sectionTitle }));
    const percent = section.getByRole('textbox', { name: sc.percentLabel });
    expect(percent).toHaveValue('');
    expect(percent).toHaveAccessibleDescription(sc.percentHint);
    const mandatory = section.getByRole('switch', { name: sc.mandatoryLabel });
    expect(mandatory).toHaveAccessibleDescription(sc.mandatoryHint);
    await userEvent.type(percent, '12.5');
    await userEvent.click(mandatory);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    expect(await findToast('Changes saved successfully.')).toBeInTheDocument();
    expect(putBody(calls)).toEqual({
      presets: [{ label: 'Staff', percent_off: 50, amount: null, reason_code: 'staff' }],
      approvals: expect.objectContaining({ refunds: true }),
      service_charge: { percent: 12.5, mandatory: true },
    });
  });

  it('shows the saved service charge, and emptying the field saves none', async () => {
    const { calls } = renderDiscounts({
      ...saved,
      serviceCharge: { percent: 10, mandatory: true },
    });
    const page = await form();
    const percent = page.getByRole('textbox', { name: sc.percentLabel });
    expect(percent).toHaveValue('10');
    expect(page.getByRole('switch', { name: sc.mandatoryLabel })).toBeChecked();
    await userEvent.clear(percent);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    expect(await findToast('Changes saved successfully.')).toBeInTheDocument();
    expect(putBody(calls)).toMatchObject({ service_charge: { percent: null, mandatory: true } });
  });

  it('refuses a service charge out of range before sending, and shows the server’s message', async () => {
    const { calls } = renderDiscounts(saved, () => ({
      status: 400,
      body: { 'service_charge.percent': ['Service charges are capped by your plan.'] },
    }));
    const page = await form();
    const percent = page.getByRole('textbox', { name: sc.percentLabel });
    await userEvent.type(percent, '30');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(percent).toHaveAccessibleDescription(sc.percentRange));
    expect(putBody(calls)).toBeUndefined();
    await userEvent.clear(percent);
    await userEvent.type(percent, '20');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(percent).toHaveAccessibleDescription('Service charges are capped by your plan.'),
    );
    expect(putBody(calls)).toMatchObject({ service_charge: { percent: 20, mandatory: false } });
  });
});
