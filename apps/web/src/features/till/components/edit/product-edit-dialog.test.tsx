import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { ProductEditDialog } from '@/features/till/components/edit/product-edit-dialog';
import {
  makeCategory,
  makeFlatWhite,
  makeProduct,
  optionSetsOf,
} from '@/testing/catalogue-factories';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';
import { findToast } from '@/testing/find-toast';

const coffee = makeCategory({ name: 'Coffee', slug: 'coffee', backgroundColour: '#6d4c41' });
const flatWhiteOfCoffee = makeFlatWhite({ parentCategoryId: coffee.id });
const [milk, extras] = optionSetsOf(flatWhiteOfCoffee);

const renderDialog = (product: Product | null, routes: StubRoutes = {}) => {
  const onClose = vi.fn();
  const fetchStub = stubFetch({
    'GET /api/orders/categories/list_all/': { body: toWire([coffee]) },
    'GET /api/orders/option-sets/': { body: toWire([extras, milk]) },
    ...routes,
  });
  renderRoute({
    session: makeSession(),
    initialPath: '/',
    routes: [
      {
        path: '/',
        element: (
          <ProductEditDialog
            product={product}
            parentCategoryId={coffee.id}
            siblings={product === null ? [] : [product]}
            onClose={onClose}
          />
        ),
      },
    ],
  });
  return { ...fetchStub, onClose };
};

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('product edit dialog', () => {
  // The file's first render loads the whole dialog (palette, option sets): slow on a busy machine.
  it('shows every product message of spec 001 §5 on its field, at once', async () => {
    const { calls } = renderDialog(null);
    await userEvent.type(field('Price'), '-1');
    await userEvent.type(field('Stock'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Custom colour' }));
    await userEvent.type(field('Hex colour'), 'red');
    await save();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText("Price can't be negative")).toBeInTheDocument();
    expect(screen.getByText("Stock can't be negative")).toBeInTheDocument();
    expect(screen.getByText('Incorrect Hex Colour Format')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Name is required');

    await userEvent.click(field('Name'));
    await userEvent.paste('x'.repeat(65));
    await save();
    expect(await screen.findByText('Name is too long (maximum 64 characters)')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 40_000);

  it('asks for pounds, a whole stock and a sane VAT', async () => {
    renderDialog(null);
    await userEvent.type(field('Name'), 'Brownie');
    await userEvent.type(field('Price'), '3.2.1');
    await userEvent.type(field('Stock'), '1.5');
    await userEvent.click(screen.getByRole('combobox', { name: 'VAT eaten in' }));
    await userEvent.click(screen.getByRole('option', { name: 'Custom %' }));
    await userEvent.type(field('Custom VAT eaten in (%)'), '120');
    await save();
    expect(await screen.findByText('Enter a price in pounds, such as 3.20.')).toBeInTheDocument();
    expect(screen.getByText('Stock must be a whole number.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'VAT rate must be empty, 0, 5, 20 or a percentage from 0 to 100 with at most two decimals.',
      ),
    ).toBeInTheDocument();
    // The takeaway rate followed the eat-in one, so it is refused too.
    expect(field('Custom VAT taken away (%)')).toHaveValue('120');
  });

  it('creates a product with a shared option set in one tap, in pence, in the level shown', async () => {
    const { calls, onClose } = renderDialog(null, {
      'POST /api/orders/products/': { status: 201, body: toWire(makeProduct()) },
    });
    await userEvent.type(field('Name'), 'Hot Chocolate');
    await userEvent.type(field('Price'), '3.40');
    await userEvent.click(screen.getByRole('combobox', { name: 'VAT eaten in' }));
    await userEvent.click(screen.getByRole('option', { name: '20%' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Milk', pressed: false }));
    expect(screen.getByRole('button', { name: 'Milk', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('Whole, Oat +£0.30, Soy +£0.30')).toBeInTheDocument();
    const allergens = screen.getByRole('button', { name: /^Allergens/ });
    expect(allergens).toHaveTextContent('Not stated');
    await userEvent.click(allergens);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Milk' })).getByRole('button', { name: 'Contains' }),
    );
    expect(allergens).toHaveTextContent('Contains: Milk');
    await save();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Hot Chocolate',
      description: '',
      price: 340,
      has_variable_price: false,
      measure: '',
      stock: null,
      vat_rate: 20,
      vat_rate_takeaway: 20,
      self_color: null,
      quick_till: false,
      parent_category_id: coffee.id,
      option_set_ids: [milk?.id],
      allergens: { milk: 'contains' },
    });
  });

  it('picks a colour from the palette; "Same as category" shows the category’s', async () => {
    const { calls } = renderDialog(null, {
      'POST /api/orders/products/': { status: 201, body: toWire(makeProduct()) },
    });
    const same = screen.getByRole('button', { name: 'Colour Same as category' });
    expect(same).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(same).toHaveStyle({ backgroundColor: 'rgb(109, 76, 65)' }), {
      timeout: 5000,
    });
    await userEvent.type(field('Name'), 'Lemonade');
    await userEvent.type(field('Price'), '2.60');
    await userEvent.click(screen.getByRole('button', { name: 'Colour Yellow' }));
    expect(same).toHaveAttribute('aria-pressed', 'false');
    await save();
    await vi.waitFor(
      () =>
        expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
          self_color: '#fdd835',
        }),
      { timeout: 5000 },
    );
  });

  it('keeps the product’s sets in order, and takes one off with a tap', async () => {
    const flatWhite = flatWhiteOfCoffee;
    const { calls } = renderDialog(flatWhite, {
      [`PATCH /api/orders/products/${flatWhite.id}/`]: { body: toWire(flatWhite) },
    });
    const attached = await screen.findAllByRole('button', { name: /^Edit (Milk|Extras)$/ });
    expect(attached.map((b) => b.getAttribute('aria-label'))).toEqual(['Edit Milk', 'Edit Extras']);
    await userEvent.click(screen.getByRole('button', { name: 'Milk', pressed: true }));
    expect(screen.queryByRole('button', { name: 'Edit Milk' })).not.toBeInTheDocument();
    await save();
    await vi.waitFor(
      () =>
        expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
          option_set_ids: [extras?.id],
        }),
      { timeout: 5000 },
    );
  });

  it('puts the server’s field errors on their fields and says the save failed', async () => {
    const flatWhite = makeFlatWhite({ parentCategoryId: coffee.id });
    const { onClose } = renderDialog(flatWhite, {
      [`PATCH /api/orders/products/${flatWhite.id}/`]: {
        status: 400,
        body: { name: ['A product called Flat White is already on the till.'] },
      },
    });
    await save();
    expect(
      await screen.findByText('A product called Flat White is already on the till.'),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription(
      'A product called Flat White is already on the till.',
    );
    expect(await findToast('Something went wrong creating product')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes only after the confirm dialog, and says when it could not', async () => {
    const flatWhite = makeFlatWhite();
    const { calls } = renderDialog(flatWhite, {
      [`DELETE /api/orders/products/${flatWhite.id}/`]: { status: 500, body: { detail: 'x' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Flat White?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong deleting product')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('moves a product with the position picker', async () => {
    const espresso = makeProduct({ name: 'Espresso', position: 0 });
    const latte = makeProduct({ name: 'Latte', position: 1 });
    const flatWhite = makeFlatWhite({ position: 2 });
    const onClose = vi.fn();
    const { calls } = stubFetch({
      'GET /api/orders/categories/list_all/': { body: toWire([coffee]) },
      [`PATCH /api/orders/products/${flatWhite.id}/`]: { body: toWire(flatWhite) },
    });
    renderRoute({
      session: makeSession(),
      initialPath: '/',
      routes: [
        {
          path: '/',
          element: (
            <ProductEditDialog
              product={flatWhite}
              parentCategoryId={null}
              siblings={[espresso, latte, flatWhite]}
              onClose={onClose}
            />
          ),
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    const picker = screen.getByRole('dialog', { name: 'Move Flat White' });
    const places = within(picker).getAllByRole('button');
    expect(places.map((place) => place.textContent)).toEqual([
      '1. Espresso',
      '2. Latte',
      '3. Flat WhiteHere now',
      'Cancel',
    ]);
    expect(places[2]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(picker).getByRole('button', { name: '1. Espresso' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ position: 0 });
  });
});
