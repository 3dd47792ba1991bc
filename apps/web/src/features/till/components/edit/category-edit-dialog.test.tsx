import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@opentill/contract/catalogue/category.schemas';
import { CategoryEditDialog } from '@/features/till/components/edit/category-edit-dialog';
import { makeCategory } from '@/testing/catalogue-factories';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';
import { findToast } from '@/testing/find-toast';

const hotDrinks = makeCategory({ name: 'Hot Drinks', slug: 'hot-drinks' });
const coffee = makeCategory({ name: 'Coffee', slug: 'coffee', parentCategoryId: hotDrinks.id });
const food = makeCategory({ name: 'Food', slug: 'food', position: 1 });

const renderDialog = (category: Category | null, routes: StubRoutes = {}) => {
  const onClose = vi.fn();
  const fetchStub = stubFetch({
    'GET /api/orders/categories/list_all/': { body: toWire([hotDrinks, coffee, food]) },
    ...routes,
  });
  renderRoute({
    session: makeSession(),
    initialPath: '/',
    routes: [
      {
        path: '/',
        element: (
          <CategoryEditDialog
            category={category}
            parentCategoryId={null}
            siblings={[hotDrinks, food]}
            onClose={onClose}
          />
        ),
      },
    ],
  });
  return { ...fetchStub, onClose };
};

const field = (name: string) => screen.getByRole('textbox', { name });

describe('category edit dialog', () => {
  it('asks for a name and a six-character hex colour', async () => {
    renderDialog(null);
    expect(screen.getByRole('button', { name: 'Colour Grey' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Custom colour' }));
    await userEvent.clear(field('Hex colour'));
    await userEvent.type(field('Hex colour'), '#abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Incorrect Hex Colour Format')).toBeInTheDocument();
  });

  it('offers every other category as parent, but not itself or its subcategories', async () => {
    renderDialog(hotDrinks);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Parent category' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None (top level)',
      'Food',
    ]);
  });

  it('creates a category with a palette colour in the level shown', async () => {
    const { calls, onClose } = renderDialog(null, {
      'POST /api/orders/categories/': { status: 201, body: toWire(food) },
    });
    await userEvent.type(field('Name'), 'Smoothies');
    await userEvent.click(screen.getByRole('button', { name: 'Colour Lime' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Smoothies',
      background_colour: '#7cb342',
      parent_category_id: null,
    });
  });

  it('shows why a category that still holds things cannot be deleted', async () => {
    const detail = 'This category still holds products or categories. Move or delete them first.';
    const { onClose } = renderDialog(hotDrinks, {
      'DELETE /api/orders/categories/hot-drinks/': { status: 409, body: { detail } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Hot Drinks?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Something went wrong deleting category')).toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hot Drinks' });
    expect(within(dialog).getByText(detail)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
