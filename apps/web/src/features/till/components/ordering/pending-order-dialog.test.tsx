import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { createCartStore, toCartProduct } from '@/features/till/cart/cart-store';
import { PendingOrderDialog } from '@/features/till/components/ordering/pending-order-dialog';
import { makeFlatWhite, testUuid } from '@/testing/catalogue-factories';

const withCoconut = (product: Product): Product => ({
  ...product,
  options: product.options.map((option, at) =>
    at === 0
      ? {
          ...option,
          optionChoices: [...option.optionChoices, { id: testUuid(), label: 'Coconut', price: 50 }],
        }
      : option,
  ),
});

describe('the dialog a tapped product opens', () => {
  it('follows the product’s latest copy, so a tap on a copy about to be refreshed asks what the server holds', async () => {
    const kept = makeFlatWhite();
    const store = createCartStore(null, 'pending-test');
    const pending = { kind: 'options' as const, product: toCartProduct(kept), cashier: null };
    const { rerender } = render(
      <PendingOrderDialog
        pending={pending}
        store={store}
        shownProducts={[kept]}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Flat White' });
    expect(within(dialog).queryByRole('radio', { name: /^Coconut/ })).toBeNull();

    const fresh = withCoconut(kept);
    rerender(
      <PendingOrderDialog
        pending={pending}
        store={store}
        shownProducts={[fresh]}
        onClose={vi.fn()}
      />,
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Coconut/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    const [line] = store.getLines();
    expect(line?.product.options[0]?.optionChoices.map((c) => c.label)).toContain('Coconut');
  });

  it('keeps the tapped copy when the screen no longer shows the product', () => {
    const kept = makeFlatWhite();
    const store = createCartStore(null, 'pending-test-2');
    const pending = { kind: 'options' as const, product: toCartProduct(kept), cashier: null };
    render(
      <PendingOrderDialog pending={pending} store={store} shownProducts={[]} onClose={vi.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: 'Flat White' })).toBeVisible();
  });
});
