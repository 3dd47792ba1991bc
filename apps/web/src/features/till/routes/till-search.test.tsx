import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTill, sam, staff } from '@/testing/till-fixtures';

const order = () => screen.getByRole('region', { name: 'Order' });
/** A cart line's list item: quantity, − and +, the product, its options and price. */
const cartLine = (name: string): HTMLElement => {
  const item = within(order()).getByText(name, { exact: true }).closest('li');
  if (item === null) throw new Error(`No cart line for ${name}`);
  return item;
};
const grid = () => screen.getByRole('region', { name: 'Categories and products' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });
const tileNames = () =>
  within(grid())
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('till search', () => {
  it('finds a product of any category from the top level, and it goes in the cart', async () => {
    const { router } = renderTill('/till');
    await screen.findByRole('button', { name: /^Hot Drinks/ });
    await userEvent.type(searchBox(), 'ESP');
    await waitFor(() => expect(tileNames()).toEqual(['Espresso£2.20']));
    expect(screen.getByRole('status')).toHaveTextContent('1 product matches.');
    await userEvent.click(within(grid()).getByRole('button', { name: /^Espresso/ }));
    expect(cartLine('Espresso')).toHaveTextContent('1×Espresso£2.20');
    expect(router.state.location.pathname).toBe('/till');
    await waitFor(() =>
      expect(
        performance.getEntriesByName('till:search-to-result', 'measure').length,
      ).toBeGreaterThan(0),
    );
  });

  it('matches word starts across the menu and says when nothing matches', async () => {
    renderTill('/till/hot-drinks');
    await screen.findByRole('button', { name: /^Coffee/ });
    await userEvent.type(searchBox(), 'whi');
    await waitFor(() => expect(tileNames()).toEqual(['Flat White£3.20']));
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'hite');
    expect(await screen.findByRole('status')).toHaveTextContent('No products match “hite”.');
    expect(screen.queryByRole('region', { name: 'Categories and products' })).toBeNull();
  });

  it('returns to the level it was on when cleared, by the cross or Escape', async () => {
    renderTill('/till/hot-drinks');
    await screen.findByRole('button', { name: /^Coffee/ });
    await userEvent.type(searchBox(), 'flat');
    await waitFor(() => expect(tileNames()).toEqual(['Flat White£3.20']));
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(tileNames()).toEqual(['Coffee']);
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    await userEvent.type(searchBox(), 'flat');
    await waitFor(() => expect(tileNames()).toEqual(['Flat White£3.20']));
    await userEvent.keyboard('{Escape}');
    expect(tileNames()).toEqual(['Coffee']);
  });

  it('ends with a walk to another level', async () => {
    const { router } = renderTill('/till/hot-drinks');
    await screen.findByRole('button', { name: /^Coffee/ });
    await userEvent.type(searchBox(), 'open');
    await waitFor(() => expect(tileNames()).toEqual(['Open FoodEnter price']));
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/till');
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    expect(await screen.findByRole('button', { name: /^Hot Drinks/ })).toBeInTheDocument();
  });

  it('opens the edit dialog of a result in edit mode, with its own category for Move', async () => {
    renderTill('/till', staff, sam);
    await screen.findByRole('button', { name: /^Hot Drinks/ });
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    await userEvent.type(searchBox(), 'espresso');
    await waitFor(() => expect(within(grid()).getByRole('button', { name: /^Edit Espresso/ })));
    expect(within(grid()).queryByRole('button', { name: 'Add Product' })).toBeNull();
    await userEvent.click(within(grid()).getByRole('button', { name: /^Edit Espresso/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Espresso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const move = await screen.findByRole('dialog', { name: 'Move Espresso' });
    expect(
      within(within(move).getByRole('list', { name: 'Positions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1. EspressoHere now', '2. Flat White']);
  });
});
