import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { RefundDialog } from '@/features/orders/refund/refund-dialog';
import type { CardTerminal, TerminalTransaction } from '@/platform/card-terminal/card-terminal';
import { browserPlatform } from '@/platform/platform';
import { makeDevice, makeSession, toWire } from '@/testing/factories';
import { stubFetch, type FetchCall, type StubRoutes } from '@/testing/fetch-stub';
import { findToast } from '@/testing/find-toast';
import { renderRoute } from '@/testing/render-route';

// Issue 16: a split bill's refund names the payment it returns; a single payment's does not.

const PREPARE = 'GET /api/orders/orders/order-1/prepare_refund/';
const RECORD = 'POST /api/orders/orders/order-1/handle_completed_partial_refund/';
const START = 'POST /api/orders/orders/order-1/start_card_refund/';
const CARD_PART = '0b6f3c52-8a0e-4c1d-9f3e-2d7a1b5c9e01';
const OWN = '5e2d9a70-3c4b-4f1e-8a6d-7b9c0d1e2f03';

/** £9.00 paid £5.00 by card (£1.00 of it refunded), then the last £4.00 in cash. */
const splitPrepared: PrepareRefundResponse = {
  retrievalReferenceNumber: null,
  amountGross: 400,
  amountRefunded: 0,
  paymentType: 'cash',
  paymentId: OWN,
  payments: [
    {
      id: CARD_PART,
      payType: 'pax_device',
      amountGross: 500,
      amountRefunded: 100,
      cardNumberMask: '************4242',
      retrievalReferenceNumber: 'RRN-PART',
    },
    {
      id: OWN,
      payType: 'cash',
      amountGross: 400,
      amountRefunded: 0,
      cardNumberMask: null,
      retrievalReferenceNumber: null,
    },
  ],
};

const approved: TerminalTransaction = {
  status: 'final',
  transApproved: true,
  amountTrans: 400,
  retrievalReferenceNumber: 'RRN-REFUND',
  cardPan: '************4242',
};

const approvingTerminal = (): CardTerminal => ({
  sale: vi.fn(async () => undefined),
  refund: vi.fn(async () => undefined),
  getTransaction: vi.fn(async () => approved),
});

const renderRefund = (prepared: PrepareRefundResponse, terminal: CardTerminal | null = null) => {
  const routes: StubRoutes = {
    [PREPARE]: { body: toWire(prepared) },
    [RECORD]: { body: {} },
    [START]: { body: {} },
  };
  const stub = stubFetch(routes);
  renderRoute({
    session: makeSession({ device: makeDevice() }),
    platform: { ...browserPlatform, getCardTerminal: () => terminal },
    initialPath: '/',
    routes: [
      {
        path: '/',
        element: <RefundDialog order={{ id: 'order-1', orderNumber: 42 }} onClose={vi.fn()} />,
      },
    ],
  });
  return stub;
};

const dialog = () => within(screen.getByRole('dialog', { name: 'Refund order #42' }));

const enterPin = async () => {
  await userEvent.type(dialog().getByLabelText('Refund PIN'), '2468');
  await userEvent.click(dialog().getByRole('button', { name: 'Continue' }));
};

const refund = async (amount: string) => {
  const field = await dialog().findByRole('textbox', { name: 'Amount to refund' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(dialog().getByRole('button', { name: 'Refund' }));
};

const posted = (calls: FetchCall[], route: string) =>
  calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === route).map((c) => c.body);

describe('refunding a split bill', () => {
  it('offers each payment, the last chosen, and refunds it in its own tender', async () => {
    const { calls } = renderRefund(splitPrepared);
    await enterPin();
    const choices = await dialog().findByRole('radiogroup', { name: 'Payment to refund' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Card ****4242 — £5.00 (£1.00 refunded)', 'Cash — £4.00']);
    expect(within(choices).getByRole('radio', { name: 'Cash — £4.00' })).toBeChecked();
    expect(dialog().getByRole('status', { name: 'Refundable' })).toHaveTextContent(
      'Paid £4.00 in cash; refunded £0.00; up to £4.00 left.',
    );
    await refund('1.50');
    expect(await findToast('Refund processed')).toBeVisible();
    expect(posted(calls, RECORD)).toEqual([{ amount_refunded: 150, notes: '', payment_id: OWN }]);
  });

  it('limits the amount to the chosen payment’s remaining, and sends its card REFUND', async () => {
    const terminal = approvingTerminal();
    const { calls } = renderRefund(splitPrepared, terminal);
    await enterPin();
    await userEvent.click(
      await dialog().findByRole('radio', { name: 'Card ****4242 — £5.00 (£1.00 refunded)' }),
    );
    expect(dialog().getByRole('status', { name: 'Refundable' })).toHaveTextContent(
      'Paid £5.00 by card; refunded £1.00; up to £4.00 left.',
    );
    await refund('4.01');
    expect(dialog().getByText('Can not refund more than £4.00')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await refund('4.00');
    expect(await findToast('Refund processed')).toBeVisible();
    // Against the card part's own sale, never the cash payment's.
    expect(terminal.refund).toHaveBeenCalledWith(expect.any(String), 400, 'RRN-PART');
    const uti = vi.mocked(terminal.refund).mock.calls[0]?.[0];
    expect(posted(calls, START)).toEqual([{ uti, amount: 400, payment_id: CARD_PART }]);
    expect(posted(calls, RECORD)).toEqual([
      {
        amount_refunded: 400,
        notes: '',
        retrieval_reference_number: 'RRN-REFUND',
        uti,
        payment_id: CARD_PART,
      },
    ]);
  });
});

describe('refunding an order paid in one go', () => {
  const single: PrepareRefundResponse = {
    ...splitPrepared,
    amountGross: 450,
    payments: [{ ...splitPrepared.payments![1]!, amountGross: 450 }],
  };

  it('asks nothing more and names no payment', async () => {
    const { calls } = renderRefund(single);
    await enterPin();
    expect(await dialog().findByRole('status', { name: 'Refundable' })).toHaveTextContent(
      'up to £4.50 left',
    );
    expect(dialog().queryByRole('radiogroup')).toBeNull();
    await refund('4.50');
    expect(await findToast('Refund processed')).toBeVisible();
    expect(posted(calls, RECORD)).toEqual([{ amount_refunded: 450, notes: '' }]);
    expect(JSON.stringify(posted(calls, RECORD))).not.toContain('payment_id');
  });

  it('sends its card REFUND without a payment, as before split bills', async () => {
    const terminal = approvingTerminal();
    const { calls } = renderRefund(
      {
        retrievalReferenceNumber: 'RRN-SALE',
        amountGross: 450,
        amountRefunded: 0,
        paymentType: 'pax_device',
      },
      terminal,
    );
    await enterPin();
    await refund('4.00');
    expect(await findToast('Refund processed')).toBeVisible();
    expect(terminal.refund).toHaveBeenCalledWith(expect.any(String), 400, 'RRN-SALE');
    const sent = [...posted(calls, START), ...posted(calls, RECORD)];
    expect(sent).toHaveLength(2);
    expect(JSON.stringify(sent)).not.toContain('payment_id');
  });
});
