import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECEIPT_DELIVERY_MESSAGES as m } from '@opentill/contract/orders/receipt-delivery';
import { makeSession } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-route';
import { SendReceiptForm } from './send-receipt-form';

// The receipt form follows a send the provider has not answered: 'Receipt queued'
// until the server says sent (or not), asking again every few seconds.

const POST = 'POST /api/orders/orders/order-1/send_receipt/';
const GET = 'GET /api/orders/orders/order-1/send_receipt/delivery-1/';
const queued = { id: 'delivery-1', status: 'queued', detail: m.queued };

const renderForm = (routes: StubRoutes) => {
  const stub = stubFetch(routes);
  renderRoute({
    session: makeSession(),
    initialPath: '/',
    routes: [
      {
        path: '/',
        element: (
          <SendReceiptForm order={makeOrder({ id: 'order-1' })} method="phone" buttonLabel="Text" />
        ),
      },
    ],
  });
  return stub;
};

const textTo = async (phone: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Text' }));
};

/** Answers the status asks in turn, the last one for good. */
const answers =
  (...bodies: object[]) =>
  () => ({ body: bodies.length > 1 ? bodies.shift() : bodies[0] });

describe('SendReceiptForm', () => {
  it("says 'Receipt Sent' and where it went when the provider takes it at once", async () => {
    renderForm({ [POST]: { body: { id: 'delivery-1', status: 'sent', detail: m.sent } } });
    await textTo('07700 900123');
    expect(await screen.findByText(m.sent)).toBeInTheDocument();
    expect(screen.getByText('Sent to 07700 900123')).toBeInTheDocument();
  });

  it("says 'Receipt queued' while the provider has not answered, then 'Receipt Sent'", async () => {
    const { calls } = renderForm({
      [POST]: { status: 202, body: queued },
      [GET]: answers(queued, queued, queued, { id: 'delivery-1', status: 'sent', detail: m.sent }),
    });
    await textTo('07700 900123');
    expect(await screen.findByText(m.queued)).toBeInTheDocument();
    expect(screen.getByText(`${m.queued}. ${m.queuedHint}`)).toBeInTheDocument();
    expect(
      await screen.findByText('Sent to 07700 900123', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(m.sent)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/send_receipt/delivery-1/')).length).toBe(4);
  }, 30_000);

  it('shows why under the field when the provider refuses the number', async () => {
    renderForm({ [POST]: { status: 502, body: { detail: m.refusedPhone } } });
    await textTo('07700 900666');
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    expect(await screen.findAllByText(m.refusedPhone)).toHaveLength(2);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the failure when a queued receipt is given up on', async () => {
    renderForm({
      [POST]: { status: 202, body: queued },
      [GET]: answers({ id: 'delivery-1', status: 'failed', detail: m.failedLater }),
    });
    await textTo('07700 900123');
    expect(await screen.findAllByText(m.failedLater)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
