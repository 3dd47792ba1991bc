import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTill } from '@/testing/till-fixtures';

const order = () => screen.getByRole('region', { name: 'Order' });
const tile = async (name: RegExp) =>
  within(await screen.findByRole('region', { name: 'Categories and products' })).findByRole(
    'button',
    { name },
  );

/** A cart line's list item: quantity, − and +, the product, its options and price. */
const cartLine = (name: string): HTMLElement => {
  const item = within(order()).getByText(name, { exact: true }).closest('li');
  if (item === null) throw new Error(`No cart line for ${name}`);
  return item;
};

describe('till category view', () => {
  it('shows the top level in till order, with prices', async () => {
    renderTill('/till');
    const grid = await screen.findByRole('region', { name: 'Categories and products' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Hot Drinks', 'Food', 'Open FoodEnter price']);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link'),
    ).toHaveTextContent('Till');
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('walks into a nested category and back, with a breadcrumb of links', async () => {
    const { router } = renderTill('/till');
    await userEvent.click(await tile(/^Hot Drinks/));
    await userEvent.click(await tile(/^Coffee/));
    expect(router.state.location.pathname).toBe('/till/hot-drinks/coffee');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    await waitFor(() =>
      expect(crumbs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        '/till',
        '/till/hot-drinks',
        '/till/hot-drinks/coffee',
      ]),
    );
    expect(crumbs.getByRole('link', { name: 'Coffee' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/till/hot-drinks');
    expect(await tile(/^Coffee/)).toBeInTheDocument();
  });

  it('puts a plain product straight into the cart, twice as quantity 2', async () => {
    renderTill('/till/hot-drinks/coffee');
    await userEvent.click(await tile(/^Espresso/));
    await userEvent.click(await tile(/^Espresso/));
    expect(cartLine('Espresso')).toHaveTextContent('2×Espresso£4.40');
    expect(within(order()).getByRole('button', { name: 'Pay £4.40' })).toBeEnabled();
    // Taken after the next paint, so a frame later than the line shows.
    await waitFor(() =>
      expect(performance.getEntriesByName('till:tap-to-cart', 'measure').length).toBeGreaterThan(0),
    );
  });

  it('asks the options of a Flat White and rings up Oat and an extra shot at £4.00', async () => {
    renderTill('/till/hot-drinks/coffee');
    await userEvent.click(await tile(/^Flat White/));
    const dialog = screen.getByRole('dialog', { name: 'Flat White' });
    expect(within(dialog).getByRole('radio', { name: 'Whole +£0.00' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Oat +£0.30' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Extra shot +£0.50' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to order £4.00' }));
    expect(cartLine('Flat White')).toHaveTextContent('1×Flat WhiteOat, Extra shot£4.00');
    expect(within(order()).getByRole('button', { name: 'Pay £4.00' })).toBeInTheDocument();
  });

  it('asks the price of a variable-price product on the app’s own pad', async () => {
    renderTill('/till');
    await userEvent.click(await tile(/^Open Food/));
    const dialog = await screen.findByRole('dialog', { name: 'Open Food' });
    // No text box, so a phone or tablet never raises its own keyboard.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to order' })).toBeDisabled();
    const keypad = within(dialog).getByRole('group', { name: 'Price keypad' });
    for (const key of ['2', '7', '5'])
      await userEvent.click(within(keypad).getByRole('button', { name: key }));
    expect(within(dialog).getByRole('status', { name: 'Price' })).toHaveTextContent('£2.75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to order £2.75' }));
    expect(cartLine('Open Food')).toHaveTextContent('£2.75');
  });

  it('steps a line with + and −, and − on the last one removes it', async () => {
    renderTill('/till/hot-drinks/coffee');
    await userEvent.click(await tile(/^Espresso/));
    await userEvent.click(within(order()).getByRole('button', { name: 'One more Espresso' }));
    expect(cartLine('Espresso')).toHaveTextContent('2×Espresso£4.40');
    await userEvent.click(within(order()).getByRole('button', { name: 'One fewer Espresso' }));
    expect(cartLine('Espresso')).toHaveTextContent('1×Espresso£2.20');
    await userEvent.click(within(order()).getByRole('button', { name: 'Remove Espresso' }));
    expect(within(order()).queryByText('Espresso')).not.toBeInTheDocument();
    expect(within(order()).getByText('No items yet. Tap a product to add it.')).toBeInTheDocument();
  });

  it('clears the cart after one confirmation, and keeps it on Keep', async () => {
    renderTill('/till/hot-drinks/coffee');
    await userEvent.click(await tile(/^Espresso/));
    await userEvent.click(await tile(/^Flat White/));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Flat White' })).getByRole('button', {
        name: /^Add to order/,
      }),
    );
    await userEvent.click(within(order()).getByRole('button', { name: 'Clear' }));
    let confirm = await screen.findByRole('dialog', { name: 'Clear the order?' });
    expect(confirm).toHaveTextContent('All 2 items will be taken off the order.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cartLine('Flat White')).toBeInTheDocument();
    await userEvent.click(within(order()).getByRole('button', { name: 'Clear' }));
    confirm = await screen.findByRole('dialog', { name: 'Clear the order?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(order()).getByText('No items yet. Tap a product to add it.')).toBeInTheDocument();
    expect(within(order()).queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('changes a quantity up and down, never below zero, and zero removes the line', async () => {
    renderTill('/till/hot-drinks/coffee');
    await userEvent.click(await tile(/^Espresso/));
    const openLine = () =>
      userEvent.click(within(order()).getByRole('button', { name: /^Espresso/ }));

    await openLine();
    let dialog = await screen.findByRole('dialog', { name: 'Espresso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(within(dialog).getByRole('status')).toHaveTextContent('£4.40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(cartLine('Espresso')).toHaveTextContent('2×');

    await openLine();
    dialog = await screen.findByRole('dialog', { name: 'Espresso' });
    const decrease = within(dialog).getByRole('button', { name: 'Decrease quantity' });
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('0');
    expect(decrease).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Zero removes this line.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(within(order()).queryByRole('button', { name: /Espresso/ })).not.toBeInTheDocument(),
    );
    expect(within(order()).getByRole('button', { name: 'Pay £0.00' })).toBeDisabled();
  });

  it('hands the cart to checkout through the address', async () => {
    const { router } = renderTill('/till/hot-drinks/coffee');
    await userEvent.click(await tile(/^Espresso/));
    await userEvent.click(within(order()).getByRole('button', { name: 'Pay £2.20' }));
    expect(router.state.location.search).toBe('?checkout=1');
  });

  it('shows who is signed in', async () => {
    renderTill('/till');
    const cashier = await screen.findByRole('group', { name: 'Signed-in cashier' });
    expect(cashier).toHaveTextContent('Cashier: Sam');
    expect(within(cashier).getByRole('button', { name: 'Switch cashier' })).toBeInTheDocument();
  });
});
