import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSession, makeUser } from '@/testing/factories';
import { alex, renderTill, sam, staff } from '@/testing/till-fixtures';

const tile = (name: RegExp) => screen.findByRole('button', { name });

describe('till edit mode', () => {
  it('is not offered to a cashier without edit permission', async () => {
    renderTill('/till', staff, alex);
    expect(await screen.findByRole('group', { name: 'Signed-in cashier' })).toHaveTextContent(
      'Alex',
    );
    await tile(/^Hot Drinks/);
    expect(screen.queryByRole('switch', { name: 'Edit mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Product' })).not.toBeInTheDocument();
  });

  it("is not offered under the owner's log-in while Alex, who may not edit, rings up", async () => {
    renderTill('/till', makeSession({ user: makeUser({ groups: ['owner'] }) }), alex);
    await tile(/^Hot Drinks/);
    expect(screen.queryByRole('switch', { name: 'Edit mode' })).not.toBeInTheDocument();
  });

  it("is offered under the owner's log-in while Sam, who may edit, rings up", async () => {
    renderTill('/till', makeSession({ user: makeUser({ groups: ['owner'] }) }), sam);
    expect(await screen.findByRole('switch', { name: 'Edit mode' })).toBeInTheDocument();
  });

  it('adds the add tiles and opens a tile’s edit dialog instead of the cart', async () => {
    renderTill('/till/hot-drinks/coffee', staff, sam);
    await tile(/^Flat White/);
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    expect(screen.getByRole('button', { name: 'Add Category' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Edit Flat White/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Flat White' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Flat White');
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveValue('3.20');
    // The dialog is modal: the order behind it is hidden from the accessibility tree.
    const hiddenOrder = screen.getByRole('region', { name: 'Order', hidden: true });
    expect(
      within(hiddenOrder).getByText('No items yet. Tap a product to add it.'),
    ).toBeInTheDocument();
  });

  it('opens the category dialog with a tap on a category, and Add Category empty', async () => {
    renderTill('/till', staff, sam);
    await tile(/^Hot Drinks/);
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    await userEvent.click(screen.getByRole('button', { name: /^Edit Hot Drinks/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hot Drinks' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Hot Drinks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const add = await screen.findByRole('dialog', { name: 'Add Category' });
    expect(within(add).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});
