import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserPlatform, type Platform } from '@/platform/platform';
import { saveOpenCheckout } from '@/features/till/checkout/state/checkout-storage';
import { makeOrder, renderCheckout } from '@/testing/checkout-fixtures';
import { toWire } from '@/testing/factories';
import { findToast } from '@/testing/find-toast';

const SENT_RECEIPT = { id: 'delivery-1', status: 'sent', detail: 'Receipt Sent' };

const paid = makeOrder({
  customer: {
    id: 'customer-1',
    name: 'Ada',
    phone: '07700 900123',
    email: '',
    address: '',
    postcode: '',
    over18: false,
  },
  orderPayment: { ...makeOrder().orderPayment!, status: 'paid', change: 50, amountTendered: 500 },
});

const renderReceipt = (platform: Platform = browserPlatform) =>
  renderCheckout({
    platform,
    cart: [],
    beforeRender: () =>
      saveOpenCheckout('corner-cafe', { orderId: 'order-1', step: 'receipt', cartSignature: '' }),
    routes: {
      'GET /api/orders/orders/order-1/': { body: toWire(paid) },
      'POST /api/orders/orders/order-1/send_receipt/': { body: SENT_RECEIPT },
    },
  });

describe('receipt step', () => {
  it('previews the receipt text and prints it, saying so', async () => {
    const print = vi.fn(async () => undefined);
    renderReceipt({ ...browserPlatform, printer: { print } });
    expect(await screen.findByLabelText('Receipt preview')).toHaveTextContent('Order 42');
    expect(screen.getByRole('status', { name: 'Payment' })).toHaveTextContent('Change £0.50');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await findToast('Printed successfully')).toBeVisible();
    expect(print).toHaveBeenCalledWith(paid.printString);
  });

  it('says why printing failed', async () => {
    const print = vi.fn(async () => Promise.reject(new Error('Out of paper')));
    renderReceipt({ ...browserPlatform, printer: { print } });
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(await findToast('Printing failed: Out of paper')).toBeVisible();
  });

  it('texts the receipt to the customer’s phone, prefilled, and emails it to a typed address', async () => {
    const { calls } = renderReceipt();
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveValue('07700 900123');
    await userEvent.click(screen.getByRole('button', { name: 'Text receipt' }));
    expect(await findToast('Receipt Sent')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email receipt' }));
    const sends = () => calls.filter((c) => c.url.endsWith('/send_receipt/')).map((c) => c.body);
    await waitFor(() =>
      expect(sends()).toEqual([
        { method: 'phone', info: '07700 900123', receipt: paid.printString },
        { method: 'email', info: 'ada@example.com', receipt: paid.printString },
      ]),
    );
  });

  it('closes on New order and forgets the finished checkout', async () => {
    const { closedCount } = renderReceipt();
    await userEvent.click(await screen.findByRole('button', { name: 'New order' }));
    expect(closedCount()).toBe(1);
    expect(localStorage.getItem('opentill.checkout.corner-cafe')).toBeNull();
  });
});
