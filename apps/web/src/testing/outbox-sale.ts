import type { LocalOrder } from '@/offline/local-order';
import type { OutboxSale } from '@/offline/outbox-types';

/** A sale in the till's outbox: Earl Grey (£2.50) in store, paid £5 cash, not yet created. */
export const outboxSale = (changes: Partial<OutboxSale> = {}): OutboxSale => {
  const id = changes.id ?? '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
  return {
    id,
    merchant: 'corner-cafe',
    deviceId: 'dev-1',
    deviceNumber: 2,
    seq: 142,
    writtenAt: 1_000,
    soldAt: '2026-11-27T10:00:00.000Z',
    body: { deliverTo: 'in_store', orderItems: [{ productId: 'p1', shownPrice: 250 }] },
    tillTotal: 250,
    catalogueVersion: 7,
    attemptedBody: null,
    isCreated: false,
    payment: {
      input: { type: 'cash', amount: 500 },
      paidAt: '2026-11-27T10:00:05.000Z',
      key: `${id}:pay`,
    },
    state: 'pending',
    claimedAt: 1_000,
    attempts: 0,
    nextAttemptAt: 0,
    problem: null,
    snapshot: {} as LocalOrder,
    ...changes,
  };
};
