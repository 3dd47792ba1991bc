import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { RefundDialog } from '@/features/orders/refund/refund-dialog';
import type { CardTerminal, TerminalTransaction } from '@/platform/card-terminal/card-terminal';
import { browserPlatform } from '@/platform/platform';
import { forgetTillDevice, keepTillDevice, tillTwo } from '@/testing/drawer-fixtures';
import { makeDevice, makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubReply, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';
import { findToast } from '@/testing/find-toast';

const PREPARE = 'GET /api/orders/orders/order-1/prepare_refund/';
const RECORD = 'POST /api/orders/orders/order-1/handle_completed_partial_refund/';
const START = 'POST /api/orders/orders/order-1/start_card_refund/';
/** The card routes every card refund calls before and after the terminal (issue 12). */
const cardRoutes: StubRoutes = { [START]: { body: {} } };
const isRecord = (c: { method: string; url: string }) =>
  c.method === 'POST' && c.url.includes('handle_completed_partial_refund');

const prepared = (overrides: Partial<PrepareRefundResponse> = {}): StubReply => ({
  body: toWire({
    retrievalReferenceNumber: null,
    amountGross: 450,
    amountRefunded: 100,
    paymentType: 'cash',
    ...overrides,
  }),
});

const approved: TerminalTransaction = {
  status: 'final',
  transApproved: true,
  amountTrans: 150,
  retrievalReferenceNumber: '998877665544',
  cardPan: '************4242',
};

const fakeTerminal = (answers: TerminalTransaction[]) => {
  let next = 0;
  const terminal: CardTerminal = {
    sale: vi.fn(async () => undefined),
    refund: vi.fn(async () => undefined),
    getTransaction: vi.fn(async () => answers[Math.min(next++, answers.length - 1)]!),
  };
  return terminal;
};

const renderRefund = (routes: StubRoutes, terminal: CardTerminal | null = null) => {
  const stub = stubFetch(routes);
  const onClose = vi.fn();
  renderRoute({
    session: makeSession({ device: makeDevice() }),
    platform: { ...browserPlatform, getCardTerminal: () => terminal },
    initialPath: '/',
    routes: [
      {
        path: '/',
        element: <RefundDialog order={{ id: 'order-1', orderNumber: 42 }} onClose={onClose} />,
      },
    ],
  });
  return { ...stub, onClose };
};

const dialog = () => screen.getByRole('dialog', { name: 'Refund order #42' });

const enterPin = async (pin = '2468') => {
  await userEvent.type(within(dialog()).getByLabelText('Refund PIN'), pin);
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Continue' }));
};

const refund = async (amount: string) => {
  const field = await within(dialog()).findByRole('textbox', { name: 'Amount to refund' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Refund' }));
};

describe('the refund dialog', () => {
  it('shows the server’s words for a wrong PIN, and for a lock-out', async () => {
    let tries = 0;
    renderRefund({
      [PREPARE]: () =>
        ++tries === 1
          ? { status: 400, body: { pin: ['Wrong PIN. Please try again.'] } }
          : { status: 429, body: { detail: 'Too many tries. Wait 5 minutes.' } },
    });
    await enterPin('1111');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Wrong PIN. Please try again.',
    );
    await enterPin('2222');
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        'Too many tries. Wait 5 minutes.',
      ),
    );
  });

  it('checks the amount: positive, and no more than what is left', async () => {
    const { calls } = renderRefund({ [PREPARE]: prepared() });
    await enterPin();
    expect(await within(dialog()).findByRole('status', { name: 'Refundable' })).toHaveTextContent(
      'up to £3.50 left',
    );
    await refund('0');
    expect(within(dialog()).getByText('Amount to refund must be a positive number')).toBeVisible();
    await refund('3.51');
    expect(within(dialog()).getByText('Can not refund more than £3.50')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('records a cash refund directly, with an Idempotency-Key', async () => {
    const { calls, onClose } = renderRefund({ [PREPARE]: prepared(), [RECORD]: { body: {} } });
    await enterPin();
    await userEvent.type(await within(dialog()).findByRole('textbox', { name: 'Notes' }), 'Cold');
    await refund('1.50');
    expect(await findToast('Refund processed')).toBeVisible();
    const record = calls.find((c) => c.method === 'POST');
    expect(record?.body).toEqual({ amount_refunded: 150, notes: 'Cold' });
    expect(record?.headers.get('Idempotency-Key')).toMatch(/^refund-order-1-/);
    expect(onClose).toHaveBeenCalled();
  });

  it('names this till on a cash refund, so the cash comes out of its drawer', async () => {
    await keepTillDevice();
    try {
      const { calls } = renderRefund({ [PREPARE]: prepared(), [RECORD]: { body: {} } });
      await enterPin();
      await refund('1.50');
      expect(await findToast('Refund processed')).toBeVisible();
      expect(calls.find(isRecord)?.body).toEqual({
        amount_refunded: 150,
        notes: '',
        device_id: tillTwo.id,
      });
    } finally {
      await forgetTillDevice();
    }
  });

  it('sends a card REFUND, waits while the terminal says 206, and retries a failed record with the same key', async () => {
    const terminal = fakeTerminal([{ status: 'in_progress' }, approved]);
    let records = 0;
    const { calls } = renderRefund(
      {
        [PREPARE]: prepared({
          paymentType: 'pax_device',
          retrievalReferenceNumber: '123456789012',
        }),
        [RECORD]: () => (++records === 1 ? { status: 503, body: {} } : { body: {} }),
        ...cardRoutes,
      },
      terminal,
    );
    await enterPin();
    await refund('1.50');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Refund completed but failed to update, please retry');
    expect(terminal.refund).toHaveBeenCalledTimes(1);
    expect(terminal.refund).toHaveBeenCalledWith(expect.any(String), 150, '123456789012');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findToast('Refund processed')).toBeVisible();
    const recordCalls = calls.filter(isRecord);
    expect(recordCalls).toHaveLength(2);
    const [first, second] = recordCalls;
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toEqual(first?.body);
    const uti = vi.mocked(terminal.refund).mock.calls[0]?.[0];
    expect(first?.body).toEqual({
      amount_refunded: 150,
      notes: '',
      retrieval_reference_number: '998877665544',
      uti,
    });
    // The REFUND's uti was kept on the order before the terminal got it.
    expect(calls.find((c) => c.url.includes('start_card_refund'))?.body).toEqual({
      uti,
      amount: 150,
    });
    // The money moved once: no second REFUND.
    expect(terminal.refund).toHaveBeenCalledTimes(1);
  });

  it('says the refund failed when the terminal declines', async () => {
    const declined = fakeTerminal([{ ...approved, transApproved: false }]);
    const routes: StubRoutes = {
      [PREPARE]: prepared({ paymentType: 'pax_device', retrievalReferenceNumber: '1' }),
      ...cardRoutes,
      'POST /api/orders/orders/order-1/card_attempts/*': { body: {} },
    };
    const { calls } = renderRefund(routes, declined);
    await enterPin();
    await refund('1');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Refund failed.');
    // The decline is kept on the order, so the next refund is not held up by it.
    expect(calls.find((c) => c.url.includes('card_attempts'))?.body).toEqual({
      outcome: 'declined',
    });
  });

  it('reports a REFUND the terminal would not take', async () => {
    // The terminal never heard of it: nothing was refunded, and the attempt is closed.
    const terminal = fakeTerminal([{ status: 'not_found' }]);
    vi.mocked(terminal.refund).mockRejectedValueOnce(new Error('refused'));
    renderRefund(
      {
        [PREPARE]: prepared({ paymentType: 'pax_device', retrievalReferenceNumber: '1' }),
        ...cardRoutes,
        'POST /api/orders/orders/order-1/card_attempts/*': { body: {} },
      },
      terminal,
    );
    await enterPin();
    await refund('1');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Failed to send refund request to device',
    );
  });

  it('asks the terminal again about the same refund when it could not be verified', async () => {
    const terminal = fakeTerminal([approved]);
    vi.mocked(terminal.getTransaction).mockRejectedValueOnce(new Error('timeout'));
    const { calls } = renderRefund(
      {
        [PREPARE]: prepared({ paymentType: 'pax_device', retrievalReferenceNumber: '1' }),
        [RECORD]: { body: {} },
        ...cardRoutes,
      },
      terminal,
    );
    await enterPin();
    await refund('1');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to verify payment');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findToast('Refund processed')).toBeVisible();
    const utis = vi.mocked(terminal.getTransaction).mock.calls.map(([uti]) => uti);
    expect(new Set(utis).size).toBe(1);
    expect(terminal.refund).toHaveBeenCalledTimes(1);
    expect(calls.filter(isRecord)).toHaveLength(1);
  });

  it('refuses a card refund where the platform has no terminal', async () => {
    renderRefund({ [PREPARE]: prepared({ paymentType: 'pax_device' }) }, null);
    await enterPin();
    await refund('1');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'This is only supported while using a Pax device',
    );
  });

  it('says it failed to verify the refund when the PIN check gets no answer', async () => {
    renderRefund({ [PREPARE]: { status: 500, body: {} } });
    await enterPin();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to verify refund');
  });
});
