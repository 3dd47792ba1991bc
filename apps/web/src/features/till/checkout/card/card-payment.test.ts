import { describe, expect, it, vi } from 'vitest';
import type { CardTerminal, TerminalTransaction } from '@/platform/card-terminal/card-terminal';
import {
  CARD_POLL_INTERVAL_MS,
  checkCardPayment,
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
  let uti = 0;
  const deps: CardPaymentDeps = {
    terminal,
    startCardPayment: async (id) => {
      started.push(id);
    },
    recordPayment: async (approval) => {
      recorded.push(approval);
    },
    newUti: () => `uti-${++uti}`,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    onChange: (state) => states.push(state),
    ...overrides,
  };
  return { deps, states, started, recorded, sleeps };
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
    expect(await payByCard(deps, 450)).toEqual({ phase: 'declined', uti: 'uti-1' });
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
    expect(await payByCard(deps, 450)).toEqual({ phase: 'declined', uti: null });
    expect(sales).toEqual([]);
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
    expect(await checkCardPayment(deps, 'uti-9')).toEqual({ phase: 'declined', uti: 'uti-9' });
    expect(recorded).toEqual([]);
  });
});
