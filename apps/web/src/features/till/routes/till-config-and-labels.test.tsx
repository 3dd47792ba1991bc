import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCategoryDetail, makeProduct } from '@/testing/catalogue-factories';
import { toWire } from '@/testing/factories';
import { alex, coffee, hotDrinks, renderTill } from '@/testing/till-fixtures';

// Edit mode preloads the edit dialogs' chunks without waiting for them; loaded here first,
// a slow machine never finds that import still running after the file's environment is gone.
beforeAll(async () => {
  await Promise.all([
    import('@/features/till/components/edit/product-edit-dialog'),
    import('@/features/till/components/edit/category-edit-dialog'),
  ]);
});

// What the till shows beyond its tiles (findings 001-11, 001-21, 001-22, service problem 26):
// product labels and their key, the menu line and the till settings. The paused banner is
// the shell's, on every staff screen (app/shell/paused-banner.test.tsx).

const oatCookie = makeProduct({
  name: 'Oat Cookie',
  price: 180,
  parentCategoryId: coffee.id,
  attributes: [
    { id: 'attr-vg', shortLabel: 'VG' },
    { id: 'attr-gf', shortLabel: 'GF' },
  ],
});
const labelRoutes = {
  'GET /api/orders/categories/retrieve/coffee/': {
    body: toWire(
      makeCategoryDetail(coffee, {
        ancestors: [{ id: hotDrinks.id, slug: hotDrinks.slug, name: hotDrinks.name }],
        products: [oatCookie],
      }),
    ),
  },
  'GET /api/orders/attributes/': {
    body: toWire([
      { id: 'attr-v', name: 'Vegetarian', shortLabel: 'V' },
      { id: 'attr-vg', name: 'Vegan', shortLabel: 'VG' },
      { id: 'attr-gf', name: 'Gluten free', shortLabel: 'GF' },
    ]),
  },
};

describe('till labels, menus and settings', () => {
  it('puts product labels on the tile and explains only those shown', async () => {
    renderTill('/till/hot-drinks/coffee', undefined, undefined, labelRoutes);
    expect(
      await screen.findByRole('button', { name: /^Oat Cookie\s*,\s*VG GF/ }),
    ).toBeInTheDocument();
    const key = await screen.findByLabelText('Product labels');
    expect(within(key).getByText('Vegan')).toBeInTheDocument();
    expect(within(key).getByText('Gluten free')).toBeInTheDocument();
    expect(within(key).queryByText('Vegetarian')).not.toBeInTheDocument();
  });

  it('says when the next menu starts when none is being served', async () => {
    renderTill('/till', undefined, undefined, {
      'GET /api/orders/menus/': { body: [] },
      'GET /api/orders/menus/next-active/': { body: { result: '2099-01-05T08:00:00Z' } },
    });
    expect(await screen.findByText(/^Next menu at \w{3} 08:00$/)).toBeInTheDocument();
  });

  it('lets an editor choose the quick till as the default view', async () => {
    const { calls } = renderTill('/till', undefined, undefined, {
      'PATCH /api/till-config/update/': {
        body: {
          feature_quick_till: true,
          feature_full_till: true,
          default_till_view: 'quick_till',
        },
      },
    });
    expect(screen.queryByRole('button', { name: 'Till settings' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Till settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Till settings' });
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: /^Full till/ })).toBeChecked(),
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Quick till/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      default_till_view: 'quick_till',
    });
  });

  it('chooses the order type above the cart in one tap, and Till settings sets where it starts', async () => {
    renderTill('/till', undefined, undefined, {
      'PATCH /api/till-config/update/': {
        body: { feature_quick_till: true, feature_full_till: true, default_till_view: 'full_till' },
      },
    });
    const order = await screen.findByRole('region', { name: 'Order' });
    const types = within(order).getByRole('group', { name: 'Order type' });
    // Corner Cafe here has no In Store: a till starts on Takeaway.
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Eat In', 'Takeaway', 'Delivery']);
    expect(within(types).getByRole('button', { name: 'Takeaway' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(order).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await userEvent.click(within(types).getByRole('button', { name: 'Eat In' }));
    expect(within(order).getByRole('button', { name: 'Send' })).toBeDisabled();

    await userEvent.click(screen.getByRole('switch', { name: 'Edit mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Till settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Till settings' });
    const startsAs = within(dialog).getByRole('radiogroup', {
      name: 'New orders on this till start as',
    });
    expect(within(startsAs).getByRole('radio', { name: 'Takeaway' })).toBeChecked();
    await userEvent.click(within(startsAs).getByRole('radio', { name: 'Delivery' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(types).getByRole('button', { name: 'Delivery' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(localStorage.getItem('opentill.till.default-order-type.corner-cafe')).toBe('delivery');
  });

  it('never offers the till settings to a cashier who may not edit', async () => {
    renderTill('/till', undefined, alex);
    await screen.findByRole('region', { name: 'Categories and products' });
    expect(screen.queryByRole('switch', { name: 'Edit mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Till settings' })).not.toBeInTheDocument();
  });
});
