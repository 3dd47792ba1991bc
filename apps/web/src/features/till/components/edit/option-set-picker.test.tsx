import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OptionSet } from '@opentill/contract/catalogue/option-set.schemas';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { setButtonLabel } from '@/features/till/components/edit/option-set-picker';
import { ProductEditDialog } from '@/features/till/components/edit/product-edit-dialog';
import { makeCategory, makeFlatWhite, optionSetsOf, testUuid } from '@/testing/catalogue-factories';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

// The option sets of the product dialog (issue 13): attach a shared set in a tap, make a
// new one and have it attached, edit one for every product that uses it, delete one.

const coffee = makeCategory({ name: 'Coffee', slug: 'coffee' });

const renderDialog = (product: Product | null, sets: OptionSet[], routes: StubRoutes = {}) => {
  const stub = stubFetch({
    'GET /api/orders/categories/list_all/': { body: toWire([coffee]) },
    // A function, so the list the dialog refetches after a save has the save in it.
    'GET /api/orders/option-sets/': () => ({ body: toWire(sets) }),
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
            siblings={[]}
            onClose={() => undefined}
          />
        ),
      },
    ],
  });
  return stub;
};

const setDialog = (name: string) => screen.findByRole('dialog', { name });
const textbox = (scope: HTMLElement, name: string, index = 0) =>
  within(scope).getAllByRole('textbox', { name })[index] as HTMLElement;
/** Replaces a field's text in one paste: typing key by key is slow under MUI on a busy machine. */
const fill = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  await userEvent.paste(text);
};

describe('option sets in the product dialog', () => {
  it('makes a new set and attaches it, without saving the product', async () => {
    const sets: OptionSet[] = [];
    const syrups: OptionSet = {
      id: testUuid(),
      label: 'Syrups',
      multiple: true,
      optionChoices: [
        { id: testUuid(), label: 'Vanilla', price: 40 },
        { id: testUuid(), label: 'Caramel', price: 40 },
      ],
      productCount: 0,
    };
    const { calls } = renderDialog(null, sets, {
      'POST /api/orders/option-sets/': () => {
        sets.push(syrups);
        return { status: 201, body: toWire(syrups) };
      },
    });
    expect(await screen.findByText(/No option sets yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New option set' }));
    const dialog = await setDialog('New option set');
    await userEvent.click(textbox(dialog, 'Label'));
    await fill(textbox(dialog, 'Label'), 'Syrups');
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'Several choices may be picked' }),
    );
    await fill(textbox(dialog, 'Choice'), 'Vanilla');
    await fill(textbox(dialog, 'Adds'), '0.40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add choice' }));
    await fill(textbox(dialog, 'Choice', 1), 'Caramel');
    await fill(textbox(dialog, 'Adds', 1), '0.40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('button', { name: 'Syrups', pressed: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New option set' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        label: 'Syrups',
        multiple: true,
        option_choices: [
          { label: 'Vanilla', price: 40, allergens: {} },
          { label: 'Caramel', price: 40, allergens: {} },
        ],
      },
    ]);
  }, 40_000);

  it('says a set is used by N products, and edits it for all of them', async () => {
    const flatWhite = makeFlatWhite({ parentCategoryId: coffee.id });
    const [milk, extras] = optionSetsOf(flatWhite, 10);
    const { calls } = renderDialog(flatWhite, [extras as OptionSet, milk as OptionSet], {
      [`PATCH /api/orders/option-sets/${milk?.id}/`]: { body: toWire(milk) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    const dialog = await setDialog('Edit Milk');
    expect(
      within(dialog).getByText('Used by 10 products: changes apply to all of them.'),
    ).toBeVisible();
    await fill(textbox(dialog, 'Adds', 1), '0.45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(
      () =>
        expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
          label: 'Milk',
          multiple: false,
          option_choices: [
            { id: milk?.optionChoices[0]?.id, label: 'Whole', price: 0, allergens: {} },
            { id: milk?.optionChoices[1]?.id, label: 'Oat', price: 45, allergens: {} },
            { id: milk?.optionChoices[2]?.id, label: 'Soy', price: 30, allergens: {} },
          ],
        }),
      { timeout: 5000 },
    );
    expect(calls.some((call) => call.url.includes('/orders/products/'))).toBe(false);
  });

  it('asks a set for its label and at least one choice', async () => {
    const { calls } = renderDialog(null, []);
    await userEvent.click(await screen.findByRole('button', { name: 'New option set' }));
    const dialog = await setDialog('New option set');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove choice 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Label is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one choice.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('deletes a set after asking, and takes it off the product', async () => {
    const flatWhite = makeFlatWhite({ parentCategoryId: coffee.id });
    const sets = optionSetsOf(flatWhite, 10);
    const { calls } = renderDialog(flatWhite, sets, {
      [`DELETE /api/orders/option-sets/${sets[0]?.id}/`]: () => {
        sets.shift();
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Milk' }));
    await userEvent.click(
      within(await setDialog('Edit Milk')).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await setDialog('Delete Milk?');
    expect(confirm).toHaveTextContent('It comes off 10 products.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(
      () => expect(screen.queryByRole('button', { name: 'Edit Milk' })).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(screen.queryByRole('button', { name: 'Milk' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});

describe('setButtonLabel', () => {
  it('is the label, with the first choices where another set has the same label', () => {
    const size = (choices: string[]): OptionSet => ({
      id: testUuid(),
      label: 'Size',
      multiple: false,
      optionChoices: choices.map((label) => ({ id: testUuid(), label, price: 0 })),
      productCount: 1,
    });
    const coffee = size(['Small', 'Regular', 'Large']);
    const chips = size(['Regular', 'Large']);
    const [milk] = optionSetsOf(makeFlatWhite());
    const sets = [coffee, chips, milk as OptionSet];
    expect(setButtonLabel(coffee, sets)).toBe('Size (Small, Regular…)');
    expect(setButtonLabel(chips, sets)).toBe('Size (Regular, Large)');
    expect(setButtonLabel(milk as OptionSet, sets)).toBe('Milk');
  });
});
