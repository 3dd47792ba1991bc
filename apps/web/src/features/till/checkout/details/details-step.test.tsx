import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { OFFLINE_SALE_MESSAGE } from '@/features/till/checkout/state/use-create-checkout-order';
import { noMethods, renderCheckout } from '@/testing/checkout-fixtures';
import { findToast } from '@/testing/find-toast';
import { makeProduct } from '@/testing/catalogue-factories';

const continueToPayment = () =>
  userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
const details = () => screen.findByRole('form', { name: 'Customer details' });

describe('checkout details', () => {
  it('asks for the table when eating in, and never for the terms at the counter', async () => {
    const { calls } = renderCheckout({ client: { ...noMethods, featureEatIn: true } });
    await details();
    expect(
      screen.queryByRole('checkbox', { name: 'I agree to the terms & conditions' }),
    ).not.toBeInTheDocument();
    await continueToPayment();
    expect(await screen.findByText(m.tableRequired)).toBeInTheDocument();
    expect(screen.queryByText(m.termsRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payment' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for address, postcode, date and time for home delivery', async () => {
    renderCheckout({ client: { ...noMethods, featureHomeDelivery: true } });
    await details();
    await continueToPayment();
    for (const message of [
      m.addressRequired,
      m.postcodeRequired,
      m.dateRequired,
      m.timeRequired,
      m.termsRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for date and time for click & collect, and keeps notes to 255 characters', async () => {
    renderCheckout({ client: { ...noMethods, featureClickAndCollect: true } });
    await details();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.paste('x'.repeat(256));
    await continueToPayment();
    expect(await screen.findByText(m.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(m.timeRequired)).toBeInTheDocument();
    expect(screen.getByText(m.notesTooLong)).toBeInTheDocument();
    // Click & collect is entered on the customer's behalf: they agree to the terms.
    expect(screen.getByText(m.termsRequired)).toBeInTheDocument();
    expect(screen.queryByText(m.addressRequired)).not.toBeInTheDocument();
  });

  it.each([
    ['takeaway', { featureTakeaway: true }],
    ['click & collect', { featureClickAndCollect: true }],
  ])('asks for the customer name for %s, so Collection can call it out', async (_, feature) => {
    const { calls } = renderCheckout({ client: { ...noMethods, ...feature } });
    await details();
    await continueToPayment();
    const name = screen.getByRole('textbox', { name: 'Customer name' });
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('takes eat-in without a customer name', async () => {
    renderCheckout({ client: { ...noMethods, featureEatIn: true } });
    await details();
    await continueToPayment();
    expect(await screen.findByText(m.tableRequired)).toBeInTheDocument();
    expect(screen.queryByText(m.nameRequired)).not.toBeInTheDocument();
  });

  it('checks the email, phone and postcode it is given', async () => {
    renderCheckout({ client: { ...noMethods, featureHomeDelivery: true } });
    await details();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), 'call me');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), 'XYZ');
    await continueToPayment();
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.postcodeInvalid)).toBeInTheDocument();
  });

  it('shows the £2.50 delivery charge below £20 and takes the chosen slot', async () => {
    const { calls } = renderCheckout({ client: { ...noMethods, featureHomeDelivery: true } });
    await details();
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(within(totals).getByRole('row', { name: /Delivery charge/ })).toHaveTextContent('£2.50');
    expect(within(totals).getByRole('row', { name: /Total/ })).toHaveTextContent('£7.00');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 High St');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), 'sw1a 1aa');
    await userEvent.click(screen.getByRole('button', { name: /Thu 26 Nov/ }));
    await userEvent.click(screen.getByRole('button', { name: '12:30, 2 left' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I agree to the terms & conditions' }),
    );
    await continueToPayment();
    expect(await findToast('Order Created')).toBeVisible();
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body.order_datetime_slot).toBe('2026-11-26T12:30:00+00:00');
    expect(body.customer).toMatchObject({ address: '1 High St', postcode: 'sw1a 1aa' });
  });

  it('puts the server’s postcode message in the toast and on its field', async () => {
    renderCheckout({
      client: { ...noMethods, featureEatIn: true },
      routes: {
        'POST /api/orders/orders/': {
          status: 400,
          body: {
            'customer.postcode': ['Not a postcode we deliver to.'],
            table: ['Choose one of the tables.'],
          },
        },
      },
    });
    await details();
    const table4 = await screen.findByRole('button', { name: '4' });
    await userEvent.click(table4);
    expect(table4).toHaveAttribute('aria-pressed', 'true');
    await continueToPayment();
    expect(await screen.findAllByText('Not a postcode we deliver to.')).not.toHaveLength(0);
    expect(screen.getByText('Choose one of the tables.')).toBeInTheDocument();
  });

  it('says "Please check your details!" for other refusals, and keeps the sale on the till with no server', async () => {
    const { fetchMock } = renderCheckout({
      client: { ...noMethods, featureTakeaway: true },
      routes: { 'POST /api/orders/orders/': { status: 400, body: { notes: ['Too long.'] } } },
    });
    await details();
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Ada');
    await continueToPayment();
    expect(await findToast(m.checkDetails)).toBeVisible();
    expect(screen.getByText('Too long.')).toBeInTheDocument();

    // No answer at all (issue 15): the sale is kept in the outbox and checkout goes on.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await continueToPayment();
    expect(await findToast(OFFLINE_SALE_MESSAGE)).toBeVisible();
    expect(screen.queryByText(m.orderCreateFailed)).not.toBeInTheDocument();
  });
});

describe('the allergy note', () => {
  const cake = makeProduct({
    name: 'Carrot Cake',
    price: 380,
    allergens: { eggs: 'contains', treeNuts: 'may_contain' },
  });

  it('warns before payment when the note avoids what a line may contain; Go back keeps the order unmade', async () => {
    const { calls } = renderCheckout({
      client: { ...noMethods, featureTakeaway: true },
      cart: [[cake, 1]],
    });
    await details();
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'no nuts please');
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Sam');
    await continueToPayment();
    const warning = await screen.findByRole('dialog', { name: 'Check the allergy note' });
    expect(within(warning).getByText('Allergy note: ‘no nuts’.')).toBeInTheDocument();
    expect(within(warning).getByText('Carrot Cake may contain tree nuts.')).toBeInTheDocument();
    await userEvent.click(within(warning).getByRole('button', { name: 'Go back' }));
    expect(
      screen.queryByRole('dialog', { name: 'Check the allergy note' }),
    ).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await continueToPayment();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Check the allergy note' })).getByRole(
        'button',
        { name: 'Continue' },
      ),
    );
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  });

  it('says nothing when the note asks for nothing the cart holds', async () => {
    const { calls } = renderCheckout({
      client: { ...noMethods, featureTakeaway: true },
      cart: [[cake, 1]],
    });
    await details();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Notes' }),
      'dairy free, extra napkins',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Sam');
    await continueToPayment();
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(
      screen.queryByRole('dialog', { name: 'Check the allergy note' }),
    ).not.toBeInTheDocument();
  });
});
