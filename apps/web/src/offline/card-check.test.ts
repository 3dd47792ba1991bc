import { describe, expect, it } from 'vitest';
import { cardCheckOf } from '@/offline/drain-outbox';
import type { CardTerminal, TerminalTransaction } from '@/platform/card-terminal/card-terminal';

const terminalSaying = (answer: TerminalTransaction): CardTerminal => ({
  sale: async () => undefined,
  refund: async () => undefined,
  getTransaction: async () => answer,
});
const final = (transApproved: boolean): TerminalTransaction => ({
  status: 'final',
  transApproved,
  amountTrans: 250,
  retrievalReferenceNumber: 'RRN9',
  cardPan: '************4242',
});

describe('cardCheckOf: what the drainer makes of the terminal’s answer', () => {
  it('turns an approval into the card payment to record', async () => {
    expect(await cardCheckOf(terminalSaying(final(true)), 'u1')).toEqual({
      kind: 'approved',
      input: {
        type: 'pax_device',
        uti: 'u1',
        retrievalReferenceNumber: 'RRN9',
        cardNumberMask: '************4242',
      },
    });
  });

  it('knows nobody was charged after a decline or for a uti the terminal never heard of', async () => {
    expect(await cardCheckOf(terminalSaying(final(false)), 'u1')).toEqual({ kind: 'not_charged' });
    expect(await cardCheckOf(terminalSaying({ status: 'not_found' }), 'u1')).toEqual({
      kind: 'not_charged',
    });
  });

  it('cannot say while the SALE is in progress', async () => {
    expect(await cardCheckOf(terminalSaying({ status: 'in_progress' }), 'u1')).toEqual({
      kind: 'unknown',
    });
  });
});
