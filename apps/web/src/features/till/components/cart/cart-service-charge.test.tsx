import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ServiceChargeSettings } from '@opentill/contract/settings/discount-settings.schemas';
import { getCartStore, resetCartStores, toCartProduct } from '@/features/till/cart/cart-store';
import { SERVICE_CHARGE_NEW_BILL_ONLY } from '@/features/till/open-orders/send-to-table-dialog';
import { makeProduct } from '@/testing/catalogue-factories';
import { makeClient, makeSession, makeUser, toWire } from '@/testing/factories';
import { makeOrder } from '@/testing/make-order';
import { renderTill, sam } from '@/testing/till-fixtures';

// Issue 16 at the cart: an eat-in bill carries the merchant's service charge, in the total
// the till shows; an optional one comes off in one tap and the order is sent without it.

const fishAndChips = makeProduct({ name: 'Fish and Chips', price: 800 });
const withCharge = (serviceCharge: ServiceChargeSettings) =>
  makeSession({ user: makeUser({ groups: [] }), client: makeClient({ serviceCharge }) });
const optional = withCharge({ percent: 12.5, mandatory: false });
const sendRoutes = {
  'GET /api/orders/tables/': { body: toWire([{ id: 'table-4', name: '4', isActive: true }]) },
  'GET /api/orders/orders/open/': { body: [] },
  'POST /api/orders/orders/': { status: 201, body: toWire(makeOrder()) },
};

const order = () => within(screen.getByRole('region', { name: 'Order' }));
const serviceCharge = () => order().queryByRole('group', { name: 'Service charge' });
const ringUp = () =>
  getCartStore('corner-cafe').add(
    { product: toCartProduct(fishAndChips), options: {}, priceOverride: null },
    { id: sam.id, username: sam.username },
  );
const openTill = async (session = optional) => {
  const view = renderTill('/till', session, sam, sendRoutes);
  await screen.findByRole('region', { name: 'Order' });
  return view;
};
const eatIn = () =>
  userEvent.click(
    within(order().getByRole('group', { name: 'Order type' })).getByRole('button', {
      name: 'Eat In',
    }),
  );

describe('the service charge at the cart', () => {
  it('adds an optional 12.5% to an £8.00 eat-in bill, and takes it off in one tap', async () => {
    ringUp();
    await openTill();
    await eatIn();
    expect(serviceCharge()).toHaveTextContent('Optional service charge (12.5%)£1.00');
    expect(order().getByRole('button', { name: 'Pay £9.00' })).toBeEnabled();

    await userEvent.click(order().getByRole('button', { name: 'Remove service charge' }));
    expect(serviceCharge()).not.toHaveTextContent('Optional service charge');
    expect(order().getByRole('button', { name: 'Pay £8.00' })).toBeEnabled();

    await userEvent.click(order().getByRole('button', { name: 'Add service charge' }));
    expect(serviceCharge()).toHaveTextContent('Optional service charge (12.5%)£1.00');
    expect(order().getByRole('button', { name: 'Pay £9.00' })).toBeEnabled();
  });

  it('keeps the charge off through a reload, and sends the bill without it', async () => {
    ringUp();
    await openTill();
    await eatIn();
    await userEvent.click(order().getByRole('button', { name: 'Remove service charge' }));
    cleanup();
    // A reload: the cart is read back from storage; the till is still on Eat In.
    resetCartStores();
    const { calls } = await openTill();
    expect(order().getByRole('button', { name: 'Add service charge' })).toBeInTheDocument();
    expect(order().getByRole('button', { name: 'Pay £8.00' })).toBeEnabled();

    await userEvent.click(order().getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to a table' });
    expect(within(dialog).getByText(SERVICE_CHARGE_NEW_BILL_ONLY)).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Table 4, free' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        deliver_to: 'table_service',
        table: 'table-4',
        price_adjustments: [],
        service_charge: false,
      }),
    );
  });

  it('sends an eat-in bill that keeps the charge without a word on it: the server adds it', async () => {
    ringUp();
    const { calls } = await openTill();
    await eatIn();
    await userEvent.click(order().getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to a table' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Table 4, free' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('service_charge');
  });

  it('puts none on a takeaway', async () => {
    ringUp();
    await openTill();
    expect(
      within(order().getByRole('group', { name: 'Order type' })).getByRole('button', {
        name: 'Takeaway',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(serviceCharge()).not.toBeInTheDocument();
    expect(order().getByRole('button', { name: 'Pay £8.00' })).toBeEnabled();
  });

  it('offers no way to remove a mandatory one, and says prices include it', async () => {
    ringUp();
    await openTill(withCharge({ percent: 12.5, mandatory: true }));
    await eatIn();
    expect(serviceCharge()).toHaveTextContent('Service charge (12.5%)£1.00');
    expect(serviceCharge()).toHaveTextContent('Prices include a 12.5% service charge.');
    expect(order().queryByRole('button', { name: /service charge/ })).not.toBeInTheDocument();
    expect(order().getByRole('button', { name: 'Pay £9.00' })).toBeEnabled();
  });

  it('shows none where the merchant charges none', async () => {
    ringUp();
    await openTill(withCharge({ percent: null, mandatory: false }));
    await eatIn();
    expect(serviceCharge()).not.toBeInTheDocument();
    expect(order().getByRole('button', { name: 'Pay £8.00' })).toBeEnabled();
  });
});
