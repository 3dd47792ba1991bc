import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCartStore, toCartProduct } from '@/features/till/cart/cart-store';
import { makeClient, makeSession, makeUser } from '@/testing/factories';
import { espresso, flatWhite, renderTill, sam } from '@/testing/till-fixtures';

// Issue 16 at the cart: the merchant's presets in one tap, and a line's own discount.

const withPresets = makeSession({
  user: makeUser({ groups: [] }),
  client: makeClient({
    discountPresets: [{ label: 'Staff', percentOff: 50, amount: null, reasonCode: 'staff' }],
  }),
});
const order = () => screen.getByRole('region', { name: 'Order' });
const ringUp = () => {
  const cart = getCartStore('corner-cafe');
  const owner = { id: sam.id, username: sam.username };
  cart.add({ product: toCartProduct(flatWhite), options: {}, priceOverride: null }, owner);
  cart.add({ product: toCartProduct(espresso), options: {}, priceOverride: null }, owner);
};

describe('discounts at the cart', () => {
  it('gives a preset in two taps: Add discount, then the preset', async () => {
    ringUp();
    renderTill('/till', withPresets);
    await screen.findByRole('region', { name: 'Order' });
    await userEvent.click(await within(order()).findByRole('button', { name: 'Add discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discount' });
    const oneTap = within(dialog).getByRole('group', { name: 'One tap' });
    expect(
      within(oneTap)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Staff 50% off', 'On the house 100% off']);
    await userEvent.click(within(oneTap).getByRole('button', { name: 'Staff 50% off' }));
    expect(screen.queryByRole('dialog', { name: 'Discount' })).not.toBeInTheDocument();
    // £3.20 + £2.20 is £5.40; half off is £2.70.
    expect(
      within(order()).getByRole('button', { name: /^Discount: Staff \(50%\)/ }),
    ).toHaveTextContent('-£2.70');
    expect(within(order()).getByRole('button', { name: 'Pay £2.70' })).toBeEnabled();
    expect(getCartStore('corner-cafe').getDiscount()).toEqual({
      kind: 'percent',
      percent: 50,
      label: 'Staff',
      reasonCode: 'staff',
    });
  });

  it('comps one line from its dialog, and shows the discount under the line', async () => {
    ringUp();
    renderTill('/till');
    await screen.findByRole('region', { name: 'Order' });
    await userEvent.click(await within(order()).findByRole('button', { name: /^Espresso/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discount this line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discount on Espresso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'On the house 100% off' }));
    const lines = within(order()).getByRole('list', { name: 'Order lines' });
    expect(within(lines).getByText('On the house (100%) -£2.20')).toBeInTheDocument();
    expect(within(order()).getByRole('button', { name: 'Pay £3.20' })).toBeEnabled();
    expect(within(order()).getByRole('button', { name: 'Add discount' })).toBeEnabled();
  });

  it('asks for a reason for the cashier’s own discount, and prints the reason’s words', async () => {
    ringUp();
    renderTill('/till');
    await screen.findByRole('region', { name: 'Order' });
    await userEvent.click(await within(order()).findByRole('button', { name: 'Add discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discount' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Percent off' }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply discount' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Loyalty' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply discount' }));
    expect(
      within(order()).getByRole('button', { name: /^Discount: Loyalty \(10%\)/ }),
    ).toHaveTextContent('-£0.54');
  });
});
