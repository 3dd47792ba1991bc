import { ApiError } from '@/api/api-error';
import { describe, expect, it, vi } from 'vitest';
import type { CardTerminal, TerminalTransaction } from '@/platform/card-terminal/card-terminal';
import {
  CARD_POLL_INTERVAL_MS,
  askAboutCancelled,
  cancelCardPayment,
  checkCardPayment,
  checkCardPaymentOnce,
  payByCard,
  type CardPaymentDeps,
  type CardPhase,
} from '@/features/till/checkout/card/card-payment';

const approved = (amountTrans = 450): TerminalTransaction => ({
  status: 'final',
  transApproved: true,
  amountTrans,
  retrievalReferenceNumber: 'RRN-1',
  cardPan: '************4242',
});
const declined: TerminalTransaction = {
  ...approved(),
  transApproved: false,
} as TerminalTransaction;
const inProgress: TerminalTransaction = { status: 'in_progress' };

/** A terminal whose GET answers come from `answers` in turn (the last one repeats). */
const fakeTerminal = (answers: (TerminalTransaction | Error)[]) => {
  const sales: { uti: string; amount: number }[] = [];
  const asked: string[] = [];
  let next = 0;
  const terminal: CardTerminal = {
    sale: vi.fn(async (uti: string, amount: number) => {
      sales.push({ uti, amount });
    }),
    refund: vi.fn(async () => undefined),
    getTransaction: vi.fn(async (uti: string) => {
      asked.push(uti);
      const answer = answers[Math.min(next++, answers.length - 1)];
      if (answer === undefined) throw new Error('no answer scripted');
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
  return { terminal, sales, asked };
};

const makeDeps = (terminal: CardTerminal, overrides: Partial<CardPaymentDeps> = {}) => {
  const states: CardPhase[] = [];
  const started: string[] = [];
  const recorded: unknown[] = [];
  const sleeps: number[] = [];
  const reported: string[] = [];
  let uti = 0;
  let clock = 0;
  const deps: CardPaymentDeps = {
    terminal,
    startCardPayment: async (id) => {
      started.push(id);
    },
    recordPayment: async (approval) => {
      recorded.push(approval);
    },
    reportOutcome: async (id, outcome) => {
      reported.push(`${outcome} ${id}`);
    },
    newUti: () => `uti-${++uti}`,
    // Each sleep moves the clock on, as real time would.
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
    timeoutMs: 60_000,
    onChange: (state) => states.push(state),
    ...overrides,
  };
  return { deps, states, started, recorded, sleeps, reported };
};

describe('card payment', () => {
  it('records the uti, then sends the SALE, then records an approval with the card mask', async () => {
    const { terminal, sales } = fakeTerminal([approved()]);
    const order: string[] = [];
    const { deps, recorded, states } = makeDeps(terminal, {
      startCardPayment: async (uti) => {
        order.push(`start ${uti}`);
      },
    });
    vi.mocked(terminal.sale).mockImplementation(async (uti) => {
      order.push(`sale ${uti}`);
      sales.push({ uti, amount: 450 });
    });
    const end = await payByCard(deps, 450);
    expect(order).toEqual(['start uti-1', 'sale uti-1']);
    expect(sales).toEqual([{ uti: 'uti-1', amount: 450 }]);
    expect(recorded).toEqual([
      { uti: 'uti-1', retrievalReferenceNumber: 'RRN-1', cardNumberMask: '************4242' },
    ]);
    expect(end).toEqual({ phase: 'paid', uti: 'uti-1' });
    expect(states.map((s) => s.phase)).toEqual([
      'starting',
      'sending',
      'waiting',
      'recording',
      'paid',
    ]);
  });

  it('asks again about every second while the terminal answers 206', async () => {
    const { terminal, asked } = fakeTerminal([inProgress, inProgress, inProgress, approved()]);
    const { deps, sleeps } = makeDeps(terminal);
    expect(await payByCard(deps, 450)).toEqual({ phase: 'paid', uti: 'uti-1' });
    expect(asked).toEqual(['uti-1', 'uti-1', 'uti-1', 'uti-1']);
    expect(sleeps).toEqual([CARD_POLL_INTERVAL_MS, CARD_POLL_INTERVAL_MS, CARD_POLL_INTERVAL_MS]);
  });

  it('ends declined when the terminal does not approve, and a retry is a new SALE with a new uti', async () => {
    const { terminal, sales } = fakeTerminal([declined]);
    const { deps, recorded, started } = makeDeps(terminal);
    expect(await payByCard(deps, 450)).toEqual({ phase: 'declined', uti: 'uti-1', reason: null });
    expect(recorded).toEqual([]);

    vi.mocked(terminal.getTransaction).mockResolvedValue(approved());
    expect(await payByCard(deps, 450)).toEqual({ phase: 'paid', uti: 'uti-2' });
    expect(started).toEqual(['uti-1', 'uti-2']);
    expect(sales.map((s) => s.uti)).toEqual(['uti-1', 'uti-2']);
    expect(recorded).toHaveLength(1);
  });

  it('sends no SALE when the uti cannot be recorded on the order', async () => {
    const { terminal, sales } = fakeTerminal([approved()]);
    const { deps } = makeDeps(terminal, {
      startCardPayment: async () => {
        throw new Error('offline');
      },
    });
    expect(await payByCard(deps, 450)).toEqual({ phase: 'declined', uti: null, reason: null });
    expect(sales).toEqual([]);
  });

  it('gives up at once on a uti the server may have kept when its answer was lost', async () => {
    const { terminal, sales } = fakeTerminal([approved()]);
    const { deps, reported } = makeDeps(terminal, {
      startCardPayment: async () => {
        throw ApiError.timedOut();
      },
    });
    expect(await payByCard(deps, 450)).toEqual({ phase: 'declined', uti: null, reason: null });
    expect(sales).toEqual([]);
    // Else cash would be refused behind a SALE still waiting that was never sent.
    expect(reported).toEqual(['cancelled uti-1']);
  });

  it('cannot verify when the terminal stops answering, and the retry asks about the same uti', async () => {
    const { terminal, sales } = fakeTerminal([inProgress, new Error('unreachable')]);
    const { deps, recorded } = makeDeps(terminal);
    expect(await payByCard(deps, 450)).toEqual({ phase: 'unverified', uti: 'uti-1' });

    vi.mocked(terminal.getTransaction).mockResolvedValue(approved());
    expect(await checkCardPayment(deps, 'uti-1')).toEqual({ phase: 'paid', uti: 'uti-1' });
    expect(vi.mocked(terminal.getTransaction)).toHaveBeenLastCalledWith('uti-1');
    expect(sales).toHaveLength(1);
    expect(recorded).toHaveLength(1);
  });

  it('cannot verify when recording the approval fails, and the retry records the same uti', async () => {
    const { terminal, sales } = fakeTerminal([approved()]);
    let attempts = 0;
    const { deps, recorded } = makeDeps(terminal, {
      recordPayment: async (approval) => {
        attempts += 1;
        if (attempts === 1) throw new Error('500');
        recorded.push(approval);
      },
    });
    expect(await payByCard(deps, 450)).toEqual({ phase: 'unverified', uti: 'uti-1' });
    expect(await checkCardPayment(deps, 'uti-1')).toEqual({ phase: 'paid', uti: 'uti-1' });
    expect(sales).toHaveLength(1);
    expect(recorded).toEqual([expect.objectContaining({ uti: 'uti-1' })]);
  });

  it('resumes a recorded uti by asking the terminal, without a second SALE', async () => {
    const { terminal, sales, asked } = fakeTerminal([inProgress, approved()]);
    const { deps, started, states } = makeDeps(terminal);
    expect(await checkCardPayment(deps, 'uti-from-before-reload')).toEqual({
      phase: 'paid',
      uti: 'uti-from-before-reload',
    });
    expect(sales).toEqual([]);
    expect(started).toEqual([]);
    expect(asked).toEqual(['uti-from-before-reload', 'uti-from-before-reload']);
    expect(states[0]).toEqual({ phase: 'checking', uti: 'uti-from-before-reload' });
  });

  it('offers a new SALE on resume only when the terminal never heard of the uti', async () => {
    const { terminal, sales } = fakeTerminal([{ status: 'not_found' }]);
    const { deps } = makeDeps(terminal);
    expect(await checkCardPayment(deps, 'uti-lost')).toEqual({ phase: 'ready' });
    expect(sales).toEqual([]);
  });

  it('shows a decline found on resume as declined, not as paid', async () => {
    const { terminal } = fakeTerminal([declined]);
    const { deps, recorded } = makeDeps(terminal);
    expect(await checkCardPayment(deps, 'uti-9')).toEqual({
      phase: 'declined',
      uti: 'uti-9',
      reason: null,
    });
    expect(recorded).toEqual([]);
  });

  it('keeps a decline on the order, with the terminal’s reason when it gives one', async () => {
    const refusal: TerminalTransaction = {
      status: 'final',
      transApproved: false,
      amountTrans: 450,
      retrievalReferenceNumber: 'RRN-2',
      cardPan: '************4242',
      responseText: 'Card declined',
    };
    const { terminal } = fakeTerminal([refusal]);
    const { deps, reported } = makeDeps(terminal);
    expect(await payByCard(deps, 450)).toEqual({
      phase: 'declined',
      uti: 'uti-1',
      reason: 'Card declined',
    });
    expect(reported).toEqual(['declined uti-1']);
  });

  it('cannot call it declined when the server was not told: the retry asks again', async () => {
    const { terminal } = fakeTerminal([declined]);
    const { deps } = makeDeps(terminal, {
      reportOutcome: async () => {
        throw new Error('offline');
      },
    });
    expect(await payByCard(deps, 450)).toEqual({ phase: 'unverified', uti: 'uti-1' });
  });

  it('offers the way out once the terminal has given no final answer for the timeout', async () => {
    const { terminal, asked } = fakeTerminal([inProgress]);
    const { deps, sleeps } = makeDeps(terminal, { timeoutMs: 5_000 });
    expect(await payByCard(deps, 403)).toEqual({ phase: 'slow', uti: 'uti-1', isStillBusy: false });
    // Asked at 0 s … 5 s: six questions, five waits of a second, then it stops asking.
    expect(asked).toHaveLength(6);
    expect(sleeps).toEqual([1000, 1000, 1000, 1000, 1000]);
  });

  it('check again asks once about the same uti; keep waiting polls for another timeout', async () => {
    const { terminal, asked, sales } = fakeTerminal([inProgress]);
    const { deps } = makeDeps(terminal, { timeoutMs: 2_000 });
    await payByCard(deps, 403);
    const before = asked.length;
    expect(await checkCardPaymentOnce(deps, 'uti-1')).toEqual({
      phase: 'slow',
      uti: 'uti-1',
      isStillBusy: true,
    });
    expect(asked.slice(before)).toEqual(['uti-1']);
    expect(await checkCardPayment(deps, 'uti-1')).toMatchObject({ phase: 'slow', uti: 'uti-1' });
    expect(asked.length - before).toBeGreaterThan(2);
    expect(sales).toHaveLength(1);
  });

  it('check again records an approval that arrived meanwhile', async () => {
    const { terminal } = fakeTerminal([inProgress, inProgress, inProgress, approved()]);
    const { deps, recorded } = makeDeps(terminal, { timeoutMs: 2_000 });
    await payByCard(deps, 450);
    expect(await checkCardPaymentOnce(deps, 'uti-1')).toEqual({ phase: 'paid', uti: 'uti-1' });
    expect(recorded).toEqual([expect.objectContaining({ uti: 'uti-1' })]);
  });

  it('cancel keeps the uti on the order; if the server is not told, the choices stay', async () => {
    const { terminal } = fakeTerminal([inProgress]);
    const { deps, reported } = makeDeps(terminal);
    expect(await cancelCardPayment(deps, 'uti-7')).toEqual({ phase: 'cancelled', uti: 'uti-7' });
    expect(reported).toEqual(['cancelled uti-7']);
    const offline = makeDeps(terminal, {
      reportOutcome: async () => {
        throw new Error('offline');
      },
    });
    expect(await cancelCardPayment(offline.deps, 'uti-8')).toEqual({
      phase: 'slow',
      uti: 'uti-8',
      isStillBusy: false,
    });
  });

  it('after a cancel, a late approval is reported; no answer yet asks again later', async () => {
    const approvals: string[] = [];
    const reportApproval = async ({ uti }: { uti: string }) => {
      approvals.push(uti);
    };
    const still = fakeTerminal([inProgress]);
    const { deps } = makeDeps(still.terminal);
    expect(await askAboutCancelled({ ...deps, reportApproval }, 'uti-3')).toBe('none');
    const late = fakeTerminal([approved()]);
    expect(
      await askAboutCancelled({ ...makeDeps(late.terminal).deps, reportApproval }, 'uti-3'),
    ).toBe('approved');
    expect(approvals).toEqual(['uti-3']);
    expect(late.sales).toEqual([]);
  });
});
