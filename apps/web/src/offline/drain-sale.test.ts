import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { backOffMs, drainSale, type DrainDeps } from '@/offline/drain-sale';
import { outboxSale } from '@/testing/outbox-sale';

const sale = outboxSale;

const depsWith = (overrides: Partial<DrainDeps> = {}): DrainDeps => ({
  create: vi.fn(async () => ({ id: 'x', orderNumber: 57, soldOfflineAt: '2026-11-27T10:00:00Z' })),
  pay: vi.fn(async () => ({})),
  update: vi.fn(async () => undefined),
  remove: vi.fn(async () => undefined),
  now: () => 10_000,
  ...overrides,
});

describe('drainSale', () => {
  it('creates with the offline body and its key, pays with paid_at and the till, then deletes the sale', async () => {
    const deps = depsWith();
    expect(await drainSale(sale(), deps)).toBe('sent');
    expect(deps.create).toHaveBeenCalledWith(
      expect.objectContaining({
        id: sale().id,
        deviceId: 'dev-1',
        deviceSeq: 142,
        soldAt: '2026-11-27T10:00:00.000Z',
        catalogueVersion: 7,
        tillTotal: 250,
      }),
      sale().id,
    );
    expect(deps.pay).toHaveBeenCalledWith(
      sale().id,
      { type: 'cash', amount: 500, deviceId: 'dev-1', paidAt: '2026-11-27T10:00:05.000Z' },
      `${sale().id}:pay`,
    );
    expect(deps.remove).toHaveBeenCalledWith(sale().id);
  });

  it('leaves the sale waiting, with back-off, when the server cannot be reached or answers 5xx', async () => {
    for (const status of [0, 503]) {
      const deps = depsWith({
        create: vi.fn(async () => {
          throw new ApiError(status, null);
        }),
      });
      expect(await drainSale(sale({ attempts: 2 }), deps)).toBe('retry');
      expect(deps.update).toHaveBeenCalledWith(sale().id, {
        attempts: 3,
        nextAttemptAt: 10_000 + backOffMs(3),
      });
      expect(deps.remove).not.toHaveBeenCalled();
    }
  });

  it('moves a refused sale to needs attention with the server sentence', async () => {
    const deps = depsWith({
      create: vi.fn(async () => {
        throw new ApiError(409, {
          deviceSeq: ['This till already sent this sale (T2-0142, order 57).'],
        });
      }),
    });
    expect(await drainSale(sale(), deps)).toBe('attention');
    expect(deps.update).toHaveBeenCalledWith(sale().id, {
      attempts: 1,
      state: 'attention',
      problem: 'This till already sent this sale (T2-0142, order 57).',
    });
    expect(deps.remove).not.toHaveBeenCalled();
  });

  it('retries a create still being handled under the same key rather than giving up', async () => {
    const deps = depsWith({
      create: vi.fn(async () => {
        throw new ApiError(409, {
          detail: 'A request with this Idempotency-Key is still being processed.',
        });
      }),
    });
    expect(await drainSale(sale(), deps)).toBe('retry');
  });

  it('sends the first body again when the server knows the key with it (a lost answer): one order', async () => {
    const first = { deliverTo: 'in_store', id: sale().id };
    const create = vi
      .fn<DrainDeps['create']>()
      .mockRejectedValueOnce(new ApiError(422, { detail: 'other request' }))
      .mockResolvedValueOnce({ id: sale().id, orderNumber: 57, soldOfflineAt: null });
    const deps = depsWith({ create });
    expect(await drainSale(sale({ attemptedBody: first }), deps)).toBe('sent');
    expect(create).toHaveBeenLastCalledWith(first, sale().id);
    // The server's order was made online: the payment goes without paid_at.
    expect(deps.pay).toHaveBeenCalledWith(
      sale().id,
      { type: 'cash', amount: 500, deviceId: 'dev-1' },
      `${sale().id}:pay`,
    );
  });

  it('only pays a sale the server already has, and deletes a created sale with nothing to pay', async () => {
    const deps = depsWith();
    expect(await drainSale(sale({ isCreated: true }), deps)).toBe('sent');
    expect(deps.create).not.toHaveBeenCalled();
    const unpaid = depsWith();
    expect(await drainSale(sale({ payment: null }), unpaid)).toBe('sent');
    expect(unpaid.pay).not.toHaveBeenCalled();
  });

  it('stops after the create when asked for the create only, and keeps the sale for its payment', async () => {
    const deps = depsWith();
    expect(await drainSale(sale(), deps, { isCreateOnly: true })).toBe('created');
    expect(deps.create).toHaveBeenCalledTimes(1);
    expect(deps.pay).not.toHaveBeenCalled();
    expect(deps.remove).not.toHaveBeenCalled();
    expect(deps.update).toHaveBeenCalledWith(sale().id, {
      isCreated: true,
      soldAt: '2026-11-27T10:00:00Z',
    });
  });
});

describe('drainSale with a card SALE whose outcome the till never kept', () => {
  const uti = 'uti-offline-1';
  const unsettled = () => sale({ isCreated: true, payment: null, cardUti: uti });

  it('pays with the approval the terminal reports, then deletes the sale', async () => {
    const deps = depsWith({
      checkCard: vi.fn(async () => ({
        kind: 'approved' as const,
        input: {
          type: 'pax_device' as const,
          uti,
          retrievalReferenceNumber: 'RRN1',
          cardNumberMask: '************1234',
        },
      })),
    });
    expect(await drainSale(unsettled(), deps)).toBe('sent');
    expect(deps.checkCard).toHaveBeenCalledWith(uti);
    expect(deps.pay).toHaveBeenCalledWith(
      sale().id,
      {
        type: 'pax_device',
        uti,
        retrievalReferenceNumber: 'RRN1',
        cardNumberMask: '************1234',
        paidAt: new Date(10_000).toISOString(),
      },
      `${sale().id}:pay`,
    );
    expect(deps.remove).toHaveBeenCalledWith(sale().id);
  });

  it('sends the sale unpaid when the terminal charged nobody', async () => {
    const deps = depsWith({ checkCard: vi.fn(async () => ({ kind: 'not_charged' as const })) });
    expect(await drainSale(unsettled(), deps)).toBe('sent');
    expect(deps.pay).not.toHaveBeenCalled();
    expect(deps.update).toHaveBeenCalledWith(sale().id, { cardUti: null, payment: null });
  });

  it('holds the sale, with back-off, while the terminal cannot say or is not there', async () => {
    for (const checkCard of [
      vi.fn(async () => ({ kind: 'unknown' as const })),
      vi.fn(async () => {
        throw new Error('unreachable');
      }),
      undefined,
    ]) {
      const deps = depsWith(checkCard === undefined ? {} : { checkCard });
      expect(await drainSale(unsettled(), deps)).toBe('held');
      expect(deps.pay).not.toHaveBeenCalled();
      expect(deps.remove).not.toHaveBeenCalled();
      expect(deps.update).toHaveBeenCalledWith(sale().id, {
        attempts: 1,
        nextAttemptAt: 10_000 + backOffMs(1),
      });
    }
  });

  it('does not ask the terminal about a sale whose payment is kept', async () => {
    const deps = depsWith({ checkCard: vi.fn(async () => ({ kind: 'not_charged' as const })) });
    expect(await drainSale(sale({ cardUti: uti }), deps)).toBe('sent');
    expect(deps.checkCard).not.toHaveBeenCalled();
    expect(deps.pay).toHaveBeenCalledTimes(1);
  });
});
