import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCartStore, toCartProduct } from '@/features/till/cart/cart-store';
import { alex, espresso, renderTill, sam, staff } from '@/testing/till-fixtures';

// Issue 12: items Alex rang up are never sold under Sam without Sam choosing to keep them.

const cart = () => getCartStore('corner-cafe');
const ringUpAsAlex = () => {
  const item = { product: toCartProduct(espresso), options: {}, priceOverride: null };
  cart().add(item, { id: alex.id, username: alex.username });
  cart().add(item, { id: alex.id, username: alex.username });
};
const question = () => screen.findByRole('dialog', { name: 'Keep the cart for Sam?' });

describe('switching cashier with items in the cart', () => {
  it('asks the new cashier whether to keep the cart, naming who rang it up', async () => {
    ringUpAsAlex();
    renderTill('/till', staff, sam);
    const dialog = await question();
    expect(dialog).toHaveTextContent('Alex rang up 2 items.');
  });

  it('hands the cart over on Keep: same lines, now Sam’s order', async () => {
    ringUpAsAlex();
    renderTill('/till', staff, sam);
    await userEvent.click(within(await question()).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cart().getOwner()).toEqual({ id: sam.id, username: 'Sam' });
    expect(
      cart()
        .getLines()
        .map((line) => line.quantity),
    ).toEqual([2]);
    expect(screen.getByRole('button', { name: 'Pay £4.40' })).toBeEnabled();
  });

  it('empties the cart on Start a new order', async () => {
    ringUpAsAlex();
    renderTill('/till', staff, sam);
    await userEvent.click(
      within(await question()).getByRole('button', { name: 'Start a new order' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cart().getLines()).toEqual([]);
    expect(screen.getByText('No items yet. Tap a product to add it.')).toBeInTheDocument();
  });

  it('asks nothing when the cart is the signed-in cashier’s own', async () => {
    ringUpAsAlex();
    renderTill('/till', staff, alex);
    await screen.findByRole('button', { name: 'Pay £4.40' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
