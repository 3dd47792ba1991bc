import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import { tillPrintingQueryOptions } from '@/api/printing/get-till-printing';
import { browserPlatform, type Platform } from '@/platform/platform';
import { saveOpenCheckout } from '@/features/till/checkout/state/checkout-storage';
import { makeOrder, renderCheckout } from '@/testing/checkout-fixtures';
import { forgetTillDevice, keepTillDevice, tillTwo } from '@/testing/drawer-fixtures';
import { toWire } from '@/testing/factories';
import type { StubReply, StubRoutes } from '@/testing/fetch-stub';
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

const renderReceipt = (platform: Platform = browserPlatform, routes: StubRoutes = {}) =>
  renderCheckout({
    platform,
    cart: [],
    beforeRender: () =>
      saveOpenCheckout('corner-cafe', { orderId: 'order-1', step: 'receipt', cartSignature: '' }),
    routes: {
      'GET /api/orders/orders/order-1/': { body: toWire(paid) },
      'POST /api/orders/orders/order-1/send_receipt/': { body: SENT_RECEIPT },
      ...routes,
    },
  });

const COUNTER = '5d1c2a3b-4e5f-4a6b-8c7d-000000000001';
const BAR = '5d1c2a3b-4e5f-4a6b-8c7d-000000000002';
const KITCHEN = '5d1c2a3b-4e5f-4a6b-8c7d-000000000003';

const printer = (id: string, name: string, health: Printer['health']): Printer => ({
  id,
  name,
  connection: 'network',
  address: '192.168.1.50:9100',
  columns: 48,
  codePage: 'cp858',
  deviceId: null,
  health,
  checkedAt: '2026-11-26T12:04:31Z',
});

const receiptJob = (overrides: Partial<PrintJob> = {}): PrintJob => ({
  id: 'job-1',
  kind: 'receipt',
  status: 'queued',
  orderId: 'order-1',
  orderNumber: '#42',
  round: 1,
  stationName: null,
  printerId: COUNTER,
  printerName: 'Counter printer',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-26T12:00:00Z',
  confirmedAt: null,
  ...overrides,
});

/** Till 2 prints receipts on the counter printer; each GET of a job answers the next reply. */
const tillWithPrinter = (jobReplies: PrintJob[], receiptPrinterId: string | null = COUNTER) => {
  const replies = [...jobReplies];
  const nextJob = (): StubReply => ({
    body: toWire(replies.length > 1 ? replies.shift() : replies[0]),
  });
  return {
    [`GET /api/printing/tills/${tillTwo.id}/`]: {
      body: toWire({ ...tillTwo, kind: 'till', receiptPrinterId, openDrawerOnCash: true }),
    },
    'POST /api/printing/receipts/': { status: 201, body: toWire(receiptJob()) },
    'GET /api/printing/jobs/job-1/': nextJob,
  } satisfies StubRoutes;
};

const TILL_PRINTING = tillPrintingQueryOptions(tillTwo.id).queryKey;

afterEach(() => forgetTillDevice());

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

  it('prints on the till’s receipt printer once, however fast Print is tapped twice', async () => {
    await keepTillDevice();
    const frame = vi.fn(async () => undefined);
    const { calls, queryClient } = renderReceipt(
      { ...browserPlatform, printer: { print: frame } },
      tillWithPrinter([receiptJob(), receiptJob({ status: 'confirmed' })]),
    );
    const print = await screen.findByRole('button', { name: 'Print' });
    await waitFor(() => expect(queryClient.getQueryState(TILL_PRINTING)?.status).toBe('success'));
    await userEvent.dblClick(print);
    const status = await screen.findByRole('status', { name: 'Receipt printer' });
    expect(status).toHaveTextContent('Printing on Counter printer…');
    await waitFor(() => expect(status).toHaveTextContent('Printed.'));
    const posts = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/printing/receipts/'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ order_id: 'order-1', device_id: tillTwo.id });
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^receipt-/);
    expect(frame).not.toHaveBeenCalled();
  });

  it('says why the printer failed and reprints on another online printer in one tap', async () => {
    await keepTillDevice();
    const { calls, queryClient } = renderReceipt(browserPlatform, {
      ...tillWithPrinter([receiptJob({ status: 'failed', lastError: 'Paper out' })]),
      'GET /api/printing/printers/': {
        body: toWire({
          results: [
            printer(COUNTER, 'Counter printer', 'paper_out'),
            printer(BAR, 'Bar printer', 'online'),
            printer(KITCHEN, 'Kitchen printer', 'offline'),
          ],
        }),
      },
      'POST /api/printing/jobs/job-1/reprint/': {
        status: 201,
        body: toWire(
          receiptJob({ id: 'job-2', kind: 'reprint', printerId: BAR, printerName: 'Bar printer' }),
        ),
      },
      'GET /api/printing/jobs/job-2/': {
        body: toWire(receiptJob({ id: 'job-2', status: 'confirmed', printerId: BAR })),
      },
    });
    const print = await screen.findByRole('button', { name: 'Print' });
    await waitFor(() => expect(queryClient.getQueryState(TILL_PRINTING)?.status).toBe('success'));
    await userEvent.click(print);
    const status = await screen.findByRole('status', { name: 'Receipt printer' });
    await waitFor(() => expect(status).toHaveTextContent('Printing failed: Paper out'));
    const reprint = await screen.findByRole('button', { name: 'Print on Bar printer' });
    expect(screen.queryByRole('button', { name: /Print on (Counter|Kitchen)/ })).toBeNull();
    await userEvent.click(reprint);
    await waitFor(() => expect(status).toHaveTextContent('Printed.'));
    const reprints = calls.filter((c) => c.url.endsWith('/jobs/job-1/reprint/'));
    expect(reprints.map((c) => c.body)).toEqual([{ printer_id: BAR }]);
  });

  it('prints through the print frame when the till has no receipt printer', async () => {
    await keepTillDevice();
    const frame = vi.fn(async () => undefined);
    const { calls, queryClient } = renderReceipt(
      { ...browserPlatform, printer: { print: frame } },
      tillWithPrinter([receiptJob()], null),
    );
    const print = await screen.findByRole('button', { name: 'Print' });
    await waitFor(() => expect(queryClient.getQueryState(TILL_PRINTING)?.status).toBe('success'));
    await userEvent.click(print);
    expect(await findToast('Printed successfully')).toBeVisible();
    expect(frame).toHaveBeenCalledWith(paid.printString);
    expect(calls.filter((c) => c.url.endsWith('/printing/receipts/'))).toHaveLength(0);
  });
});
