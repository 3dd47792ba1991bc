import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { makeCategoryDetail, makeProduct } from '@/testing/catalogue-factories';
import { toWire } from '@/testing/factories';
import { coffee, hotDrinks, renderTill, staff, alex } from '@/testing/till-fixtures';

// Issue 12, out of stock: the till shows what is left before the server has to refuse.

const carrotCake = makeProduct({
  name: 'Carrot Cake',
  price: 380,
  stock: 0,
  lowStockThreshold: 3,
  parentCategoryId: coffee.id,
});
const brownie = makeProduct({
  name: 'Brownie',
  price: 320,
  stock: 2,
  lowStockThreshold: null,
  parentCategoryId: coffee.id,
  position: 1,
});
const muffin = makeProduct({
  name: 'Muffin',
  price: 300,
  stock: 9,
  lowStockThreshold: 4,
  parentCategoryId: coffee.id,
  position: 2,
});

const renderShelf = (products: Product[]) =>
  renderTill('/till/hot-drinks/coffee', staff, alex, {
    'GET /api/orders/categories/retrieve/coffee/': {
      body: toWire(
        makeCategoryDetail(coffee, {
          ancestors: [{ id: hotDrinks.id, slug: hotDrinks.slug, name: hotDrinks.name }],
          products,
        }),
      ),
    },
  });
const order = () => screen.getByRole('region', { name: 'Order' });

describe('stock on the till tiles', () => {
  it('says "Sold out" at stock 0 and what is left when low, nothing otherwise', async () => {
    renderShelf([carrotCake, brownie, muffin]);
    expect(await screen.findByRole('button', { name: /^Carrot Cake/ })).toHaveTextContent(
      'Sold out',
    );
    expect(screen.getByRole('button', { name: /^Brownie/ })).toHaveTextContent('2 left');
    expect(screen.getByRole('button', { name: /^Muffin/ })).not.toHaveTextContent('left');
  });

  it('adds nothing for a sold-out tile and says why', async () => {
    renderShelf([carrotCake, brownie]);
    await userEvent.click(await screen.findByRole('button', { name: /^Carrot Cake/ }));
    expect(await screen.findByText('Carrot Cake is sold out.')).toBeInTheDocument();
    expect(within(order()).getByText('No items yet. Tap a product to add it.')).toBeInTheDocument();
  });

  it('warns on the cart line once it holds more than the stock left', async () => {
    renderShelf([brownie]);
    const tile = await screen.findByRole('button', { name: /^Brownie/ });
    await userEvent.click(tile);
    await userEvent.click(tile);
    expect(within(order()).queryByText('Only 2 left')).not.toBeInTheDocument();
    await userEvent.click(tile);
    expect(await within(order()).findByText('Only 2 left')).toBeInTheDocument();
  });
});
