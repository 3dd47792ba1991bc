import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { ProductEditDialog } from '@/features/till/components/edit/product-edit-dialog';
import { makeProduct } from '@/testing/catalogue-factories';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

// Issue 16: a product's VAT eaten in and taken away, one choice while they are equal.

const renderDialog = (product: Product) => {
  const onClose = vi.fn();
  const { calls } = stubFetch({
    'GET /api/orders/categories/list_all/': { body: [] },
    'GET /api/orders/option-sets/': { body: [] },
    [`PATCH /api/orders/products/${product.id}/`]: { body: toWire(product) },
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
            parentCategoryId={null}
            siblings={[product]}
            onClose={onClose}
          />
        ),
      },
    ],
  });
  const sent = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    return calls.find((call) => call.method === 'PATCH')?.body;
  };
  return { sent };
};

const eatIn = () => screen.getByRole('combobox', { name: 'VAT eaten in' });
const takeaway = () => screen.getByRole('combobox', { name: 'VAT taken away' });
const choose = async (combobox: HTMLElement, option: string) => {
  await userEvent.click(combobox);
  await userEvent.click(screen.getByRole('option', { name: option }));
};

describe('the product dialog’s two VAT rates', () => {
  it('shows the product’s rate eaten in and taken away', () => {
    renderDialog(makeProduct({ name: 'Ham Sandwich', vatRate: 20, vatRateTakeaway: 0 }));
    expect(eatIn()).toHaveTextContent('20%');
    expect(takeaway()).toHaveTextContent('0%');
  });

  it('moves the takeaway rate with the eat-in rate while the two are equal', async () => {
    const { sent } = renderDialog(makeProduct({ vatRate: 20, vatRateTakeaway: 20 }));
    await choose(eatIn(), '5%');
    expect(takeaway()).toHaveTextContent('5%');
    await choose(eatIn(), 'None');
    expect(takeaway()).toHaveTextContent('None');
    expect(await sent()).toMatchObject({ vat_rate: null, vat_rate_takeaway: null });
  });

  it('sends a takeaway rate chosen apart from the eat-in one', async () => {
    const { sent } = renderDialog(makeProduct({ vatRate: 20, vatRateTakeaway: 20 }));
    await choose(takeaway(), '0%');
    expect(eatIn()).toHaveTextContent('20%');
    expect(await sent()).toMatchObject({ vat_rate: 20, vat_rate_takeaway: 0 });
  });

  it('keeps a takeaway rate that differs when the eat-in rate changes', async () => {
    const { sent } = renderDialog(makeProduct({ vatRate: 20, vatRateTakeaway: 0 }));
    await choose(eatIn(), '5%');
    expect(takeaway()).toHaveTextContent('0%');
    expect(await sent()).toMatchObject({ vat_rate: 5, vat_rate_takeaway: 0 });
  });
});
