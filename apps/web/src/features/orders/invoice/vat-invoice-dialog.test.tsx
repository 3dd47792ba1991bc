import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vatInvoiceMessages as m } from '@opentill/contract/orders/vat-invoice.schemas';
import { ReceiptTab } from '@/features/orders/detail/receipt-tab';
import { makeSession } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { makeListedOrder } from '@/testing/order-fixtures';
import { renderRoute } from '@/testing/render-route';

const INVOICE_URL = 'POST /api/orders/orders/order-1/vat_invoice/';
const invoiceText = 'VAT INVOICE\nInvoice No. 1042\nTo: Acme Ltd';

const renderTab = (receiptNumber: number | null, routes: StubRoutes = {}) => {
  const stub = stubFetch(routes);
  renderRoute({
    session: makeSession(),
    initialPath: '/orders',
    routes: [
      { path: '/orders', element: <ReceiptTab order={{ ...makeListedOrder(), receiptNumber }} /> },
    ],
  });
  return stub;
};
const invoiceDialog = () => screen.getByRole('dialog', { name: 'VAT invoice for order #42' });

describe('VAT invoice', () => {
  it('is offered only on a numbered (paid, VAT-registered) receipt', () => {
    renderTab(null);
    expect(screen.queryByRole('button', { name: 'VAT invoice' })).toBeNull();
  });

  it('asks the name and address, then shows the invoice to print', async () => {
    const { calls } = renderTab(1042, {
      [INVOICE_URL]: {
        body: {
          customer_name: 'Acme Ltd',
          customer_address: '1 Mill Lane',
          issued_at: '2026-11-27T12:00:00Z',
          is_copy: false,
          text: invoiceText,
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'VAT invoice' }));
    await userEvent.click(within(invoiceDialog()).getByRole('button', { name: 'Make invoice' }));
    expect(within(invoiceDialog()).getByText(m.nameRequired)).toBeVisible();
    expect(within(invoiceDialog()).getByText(m.addressRequired)).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(
      within(invoiceDialog()).getByRole('textbox', { name: 'Customer name' }),
      'Acme Ltd',
    );
    await userEvent.type(
      within(invoiceDialog()).getByRole('textbox', { name: 'Customer address' }),
      '1 Mill Lane',
    );
    await userEvent.click(within(invoiceDialog()).getByRole('button', { name: 'Make invoice' }));
    expect(await within(invoiceDialog()).findByLabelText('Receipt preview')).toHaveTextContent(
      'Invoice No. 1042',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      customer_name: 'Acme Ltd',
      customer_address: '1 Mill Lane',
    });
    expect(within(invoiceDialog()).getByRole('button', { name: 'Print invoice' })).toBeVisible();
  });

  it("shows the server's refusal in words", async () => {
    renderTab(1042, {
      [INVOICE_URL]: { status: 409, body: { detail: m.issuedToOther('Acme Ltd') } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'VAT invoice' }));
    await userEvent.type(
      within(invoiceDialog()).getByRole('textbox', { name: 'Customer name' }),
      'Someone',
    );
    await userEvent.type(
      within(invoiceDialog()).getByRole('textbox', { name: 'Customer address' }),
      'Somewhere',
    );
    await userEvent.click(within(invoiceDialog()).getByRole('button', { name: 'Make invoice' }));
    expect(await within(invoiceDialog()).findByText(m.issuedToOther('Acme Ltd'))).toBeVisible();
  });
});
