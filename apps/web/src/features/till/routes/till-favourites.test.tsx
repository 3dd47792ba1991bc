import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { toWire } from '@/testing/factories';
import type { StubRoutes } from '@/testing/fetch-stub';
import { espresso, flatWhite, openFood, renderTill, sam, staff } from '@/testing/till-fixtures';

const order = () => screen.getByRole('region', { name: 'Order' });
/** A cart line's list item: quantity, − and +, the product, its options and price. */
const cartLine = (name: string): HTMLElement => {
  const item = within(order()).getByText(name, { exact: true }).closest('li');
  if (item === null) throw new Error(`No cart line for ${name}`);
  return item;
};
const grid = () => screen.getByRole('region', { name: 'Categories and products' });
/** The tiles' words; edit mode's stars are buttons of their own, named but wordless. */
const tileNames = () =>
  within(grid())
    .getAllByRole('button')
    .filter((button) => !button.hasAttribute('aria-pressed'))
    .map((button) => button.textContent);
/** The server's favourites: GET reads them, PUT and DELETE change them, as the API does. */
const withFavourites = (...start: Product[]): StubRoutes => {
  let list = [...start];
  const routes: StubRoutes = { 'GET /api/orders/favourites/': () => ({ body: toWire(list) }) };
  for (const product of [espresso, flatWhite, openFood]) {
    const path = `/api/orders/favourites/${product.id}/`;
    routes[`PUT ${path}`] = (init) => {
      const { position } = JSON.parse(String(init.body)) as { position?: number };
      const others = list.filter((p) => p.id !== product.id);
      const at = position ?? others.length;
      list = [...others.slice(0, at), product, ...others.slice(at)];
      return { body: toWire(list) };
    };
    routes[`DELETE ${path}`] = () => {
      list = list.filter((p) => p.id !== product.id);
      return { status: 204 };
    };
  }
  return routes;
};

describe('till Favourites', () => {
  it('is the first tile of the top level once it holds products, and rings them up', async () => {
    const { router } = renderTill('/till', staff, sam, withFavourites(espresso, flatWhite));
    await screen.findByRole('button', { name: /^Hot Drinks/ });
    expect(tileNames()).toEqual(['Favourites', 'Hot Drinks', 'Food', 'Open FoodEnter price']);
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(router.state.location.pathname).toBe('/till/favourites');
    await waitFor(() => expect(tileNames()).toEqual(['Espresso£2.20', 'Flat White£3.20']));
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Favourites' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(grid()).getByRole('button', { name: /^Espresso/ }));
    expect(cartLine('Espresso')).toHaveTextContent('1×Espresso£2.20');
  });

  it('is hidden while empty, except in edit mode', async () => {
    renderTill('/till', staff, sam);
    await screen.findByRole('button', { name: /^Hot Drinks/ });
    expect(screen.queryByRole('button', { name: 'Favourites' })).toBeNull();
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(
      await screen.findByText(
        'Tap the star on any product to add it here. Search finds products in every category.',
      ),
    ).toBeInTheDocument();
  });

  it('takes a product in with one tap on its star in edit mode', async () => {
    const { calls } = renderTill('/till/hot-drinks/coffee', staff, sam, withFavourites());
    await screen.findByRole('button', { name: /^Espresso/ });
    expect(screen.queryByRole('button', { name: 'Favourite Espresso' })).toBeNull();
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    const star = screen.getByRole('button', { name: 'Favourite Espresso' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
      [`/api/orders/favourites/${espresso.id}/`, {}],
    ]);
    // The tile itself still opens the product's edit dialog.
    await userEvent.click(screen.getByRole('button', { name: /^Edit Espresso/ }));
    expect(await screen.findByRole('dialog', { name: 'Edit Espresso' })).toBeInTheDocument();
  });

  it('takes a favourite off with its star, or moves it with a tap, on the Favourites page', async () => {
    const { calls } = renderTill(
      '/till/favourites',
      staff,
      sam,
      withFavourites(espresso, flatWhite, openFood),
    );
    await screen.findByRole('button', { name: /^Espresso/ });
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    expect(
      screen.getByText('Tap a favourite to move it. Tap its star to take it off Favourites.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Favourite Flat White' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Flat White/ })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Open Food/ }));
    const move = await screen.findByRole('dialog', { name: 'Move Open Food' });
    await userEvent.click(within(move).getByRole('button', { name: '1. Espresso' }));
    await waitFor(() => expect(tileNames()).toEqual(['Open FoodEnter price', 'Espresso£2.20']));
    const changes = calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);
    expect(changes).toEqual([
      ['DELETE', `/api/orders/favourites/${flatWhite.id}/`, undefined],
      ['PUT', `/api/orders/favourites/${openFood.id}/`, { position: 0 }],
    ]);
    expect(within(order()).queryByText('Open Food')).toBeNull();
  });

  it('says how to fill it to a cashier who may edit, outside edit mode', async () => {
    renderTill('/till/favourites', staff, sam);
    expect(
      await screen.findByText(
        'No favourites yet. Turn on Edit mode and tap the star on a product.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the last level of this till', () => {
  it('is where /till opens, and follows the cashier as they walk', async () => {
    localStorage.setItem('opentill.tillLevel.corner-cafe', 'hot-drinks/coffee');
    const { router } = renderTill('/till');
    expect(await screen.findByRole('button', { name: /^Espresso/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/till/hot-drinks/coffee');
    expect(screen.queryByRole('button', { name: /^Hot Drinks/ })).toBeNull();
    // Walking up stays up: the top level is not sent back down.
    await userEvent.click(screen.getByRole('link', { name: 'Till' }));
    expect(await screen.findByRole('button', { name: /^Hot Drinks/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/till');
    await waitFor(() => expect(localStorage.getItem('opentill.tillLevel.corner-cafe')).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: /^Hot Drinks/ }));
    await screen.findByRole('button', { name: /^Coffee/ });
    await waitFor(() =>
      expect(localStorage.getItem('opentill.tillLevel.corner-cafe')).toBe('hot-drinks'),
    );
  });

  it('falls back to the top level when that category was deleted', async () => {
    localStorage.setItem('opentill.tillLevel.corner-cafe', 'hot-drinks/gone');
    const { router } = renderTill('/till');
    expect(await screen.findByRole('button', { name: /^Hot Drinks/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/till');
    expect(screen.queryByText(/There is no such category/)).toBeNull();
    expect(localStorage.getItem('opentill.tillLevel.corner-cafe')).toBe('');
  });

  it('is not where the till goes when the address brings an order to pay', async () => {
    localStorage.setItem('opentill.tillLevel.corner-cafe', 'hot-drinks/coffee');
    const { router } = renderTill('/till?from=orders');
    expect(await screen.findByRole('button', { name: /^Hot Drinks/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/till');
    expect(router.state.location.search).toBe('?from=orders');
  });

  it('is kept per merchant', async () => {
    localStorage.setItem('opentill.tillLevel.harbour-fish', 'hot-drinks/coffee');
    const { router } = renderTill('/till');
    expect(await screen.findByRole('button', { name: /^Hot Drinks/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/till');
  });
});
