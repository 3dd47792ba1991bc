import { v7 as uuidv7 } from 'uuid';
import { offlineDb } from '@/offline/offline-db';
import type { OutboxOrderBody, OutboxPayment, OutboxSale } from '@/offline/outbox-types';
import { readDeviceUuid, readTillDevice, seqKey } from '@/offline/till-device';
import type { LocalOrder } from '@/offline/local-order';

export type NewSale = {
  merchant: string;
  body: OutboxOrderBody;
  tillTotal: number;
  catalogueVersion: number | null;
  /** The order as shown, made once the id and the device ticket are known. */
  snapshot: (made: { id: string; deviceNumber: number | null; seq: number }) => LocalOrder;
};

/**
 * Writes the sale first, in one transaction with its device sequence number, before
 * anything is sent: whatever happens to the page next, the sale is on the till.
 */
export const writeSale = async (sale: NewSale): Promise<OutboxSale> => {
  const db = offlineDb();
  const deviceUuid = await readDeviceUuid();
  const device = await readTillDevice(sale.merchant);
  return await db.transaction('rw', db.sales, db.meta, async () => {
    const counter = await db.meta.get(seqKey(deviceUuid));
    const seq = (typeof counter?.value === 'number' ? counter.value : 0) + 1;
    await db.meta.put({ key: seqKey(deviceUuid), value: seq });
    const id = uuidv7();
    const now = Date.now();
    const entry: OutboxSale = {
      id,
      merchant: sale.merchant,
      deviceId: device?.id ?? null,
      deviceNumber: device?.number ?? null,
      seq,
      writtenAt: now,
      soldAt: null,
      body: sale.body,
      tillTotal: sale.tillTotal,
      catalogueVersion: sale.catalogueVersion,
      attemptedBody: null,
      isCreated: false,
      payment: null,
      state: 'live',
      claimedAt: now,
      attempts: 0,
      nextAttemptAt: 0,
      problem: null,
      snapshot: sale.snapshot({ id, deviceNumber: device?.number ?? null, seq }),
    };
    await db.sales.add(entry);
    return entry;
  });
};

export const readSale = async (id: string): Promise<OutboxSale | null> =>
  (await offlineDb().sales.get(id)) ?? null;

export const updateSale = async (id: string, changes: Partial<OutboxSale>): Promise<void> => {
  await offlineDb().sales.update(id, changes);
};

export const deleteSale = async (id: string): Promise<void> => {
  await offlineDb().sales.delete(id);
};

/** Sales of this merchant still on the till, oldest first. */
export const listSales = async (merchant: string): Promise<OutboxSale[]> =>
  await offlineDb().sales.where('merchant').equals(merchant).sortBy('writtenAt');

/**
 * The server answered the create: the order is there. With no payment waiting the
 * sale has nothing left to send, and leaves the outbox.
 */
export const markCreated = async (id: string): Promise<void> => {
  const db = offlineDb();
  await db.transaction('rw', db.sales, async () => {
    const sale = await db.sales.get(id);
    if (sale === undefined) return;
    if (sale.payment === null && sale.state === 'live') await db.sales.delete(id);
    else await db.sales.update(id, { isCreated: true });
  });
};

/** The checkout goes on without the server: the sale is the drainer's from now on. */
export const keepForLater = async (id: string, soldAt: string | null): Promise<void> => {
  const db = offlineDb();
  await db.transaction('rw', db.sales, async () => {
    const sale = await db.sales.get(id);
    if (sale === undefined) return;
    await db.sales.update(id, {
      state: sale.state === 'attention' ? 'attention' : 'pending',
      soldAt: sale.soldAt ?? soldAt,
    });
  });
};

/**
 * A payment the server could not take: kept with the sale, or as a sale of its own for
 * an order the server already has (made online, paid as the connection went).
 */
export const keepPayment = async (
  order: LocalOrder,
  merchant: string,
  payment: OutboxPayment,
): Promise<void> => {
  const db = offlineDb();
  await db.transaction('rw', db.sales, async () => {
    const sale = await db.sales.get(order.id);
    if (sale !== undefined) {
      await db.sales.update(order.id, {
        payment,
        snapshot: order,
        state: 'pending',
        cardUti: null,
      });
      return;
    }
    const now = Date.now();
    await db.sales.add({
      id: order.id,
      merchant,
      deviceId: null,
      deviceNumber: null,
      seq: 0,
      writtenAt: now,
      soldAt: order.soldOfflineAt,
      body: { deliverTo: order.deliverTo, orderItems: [] },
      tillTotal: order.totalCost,
      catalogueVersion: null,
      attemptedBody: null,
      isCreated: true,
      payment,
      state: 'pending',
      claimedAt: now,
      attempts: 0,
      nextAttemptAt: 0,
      problem: null,
      snapshot: order,
    });
  });
};
