import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toCartProduct } from '@/features/till/cart/cart-store';
import { PriceDialog } from '@/features/till/components/ordering/price-dialog';
import { makeProduct } from '@/testing/catalogue-factories';

const openFood = toCartProduct(makeProduct({ name: 'Open Food', hasVariablePrice: true }));

const renderDialog = (pricePence = 0) => {
  const onAdd = vi.fn();
  const onClose = vi.fn();
  render(
    <PriceDialog product={{ ...openFood, price: pricePence }} onAdd={onAdd} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Open Food' });
  const price = () => within(dialog).getByRole('status', { name: 'Price' });
  return { dialog, price, onAdd, onClose };
};

describe('the Open Food price dialog', () => {
  it('takes digits typed on a hardware keyboard, in pence, and adds on Enter', async () => {
    const { price, onAdd } = renderDialog();
    await userEvent.keyboard('4509');
    expect(price()).toHaveTextContent('£45.09');
    await userEvent.keyboard('{Backspace}');
    expect(price()).toHaveTextContent('£4.50');
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith(450);
  });

  it('starts from the product’s own price, and Delete clears it', async () => {
    const { dialog, price, onAdd } = renderDialog(320);
    expect(price()).toHaveTextContent('£3.20');
    expect(within(dialog).getByRole('button', { name: 'Add to order £3.20' })).toBeEnabled();
    await userEvent.keyboard('{Delete}');
    expect(price()).toHaveTextContent('£0.00');
    await userEvent.keyboard('{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('clears and deletes on the pad, and Cancel adds nothing', async () => {
    const { dialog, price, onAdd, onClose } = renderDialog();
    const keypad = within(dialog).getByRole('group', { name: 'Price keypad' });
    await userEvent.click(within(keypad).getByRole('button', { name: '9' }));
    await userEvent.click(within(keypad).getByRole('button', { name: '00' }));
    expect(price()).toHaveTextContent('£9.00');
    await userEvent.click(within(keypad).getByRole('button', { name: 'Delete last digit' }));
    expect(price()).toHaveTextContent('£0.90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(price()).toHaveTextContent('£0.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
