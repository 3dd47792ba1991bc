import { and, eq } from 'drizzle-orm';
import { deviceTicket } from '@opentill/contract/orders/device-ticket';
import {
  SOLD_AT_FUTURE_TOLERANCE_MS,
  SOLD_AT_MAX_AGE_MS,
  offlineMessages as om,
} from '@opentill/contract/orders/offline-messages';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { findSellingDevice } from '@/modules/devices/till-devices.service.js';
import type { SaleOrigin } from './order-draft.js';
import type { OrderCreateValues } from './order-inputs.js';
import { refuseOrder } from './refuse-order.js';

// A till's own identity for a sale (issue 15): the id it made, its device and sequence
// number, and for a sale made while the server could not be reached, when it was sold.
// Checked before the order's transaction; the unique indexes catch what races past.

export type CheckedOrigin = {
  origin: SaleOrigin;
  /** The selling till's number, for the ticket; null when the sale names no till. */
  deviceNumber: number | null;
};

const soldAtProblem = (soldAt: Date, now: Date): string | null => {
  if (soldAt.getTime() > now.getTime() + SOLD_AT_FUTURE_TOLERANCE_MS) return om.soldAtFuture;
  if (soldAt.getTime() < now.getTime() - SOLD_AT_MAX_AGE_MS) return om.soldAtTooOld;
  return null;
};

/** The 409 for a sale this till already sent under another order id. */
const refuseRepeat = async (
  db: Db,
  clientId: string,
  device: { id: string; number: number },
  deviceSeq: number,
): Promise<AppError | null> => {
  const [first] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.clientId, clientId),
        eq(orders.deviceId, device.id),
        eq(orders.deviceSeq, deviceSeq),
      ),
    )
    .limit(1);
  if (!first) return null;
  const message = om.duplicateSale(deviceTicket(device.number, deviceSeq), first.orderNumber);
  return new AppError('conflict', message, { device_seq: [message] });
};

const refuseTakenId = async (
  db: Db,
  clientId: string,
  id: string | null | undefined,
): Promise<AppError | null> => {
  if (!id) return null;
  // An order is keyed (client_id, id): another merchant's order with this id is theirs, and
  // whether there is one is none of this merchant's business.
  const [taken] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.id, id)))
    .limit(1);
  return taken ? AppError.detail('conflict', om.idTaken) : null;
};

/**
 * The sale's origin, or a 400 naming each bad field (a till that is not the merchant's, a
 * sequence without its till, a time of sale in the future or over a week old), or a 409 for
 * an id or a (till, sequence) already used.
 */
export const checkSaleOrigin = async (
  db: Db,
  clientId: string,
  input: OrderCreateValues,
  now: Date,
): Promise<CheckedOrigin> => {
  const fields: Record<string, string[]> = {};
  const deviceSeq = input.deviceSeq ?? null;
  if (input.deviceId && deviceSeq === null) fields.device_seq = [om.deviceSeqRequired];
  if (!input.deviceId && deviceSeq !== null) fields.device_id = [om.deviceIdRequired];
  const soldAt = input.soldAt ? new Date(input.soldAt) : null;
  const soldAtIssue = soldAt ? soldAtProblem(soldAt, now) : null;
  if (soldAtIssue) fields.sold_at = [soldAtIssue];
  const device = input.deviceId ? await findSellingDevice(db, clientId, input.deviceId) : undefined;
  if (input.deviceId && !device) fields.device_id = [om.tillNotRegistered];
  if (Object.keys(fields).length > 0) throw refuseOrder(fields);

  const refusal =
    (await refuseTakenId(db, clientId, input.id)) ??
    (device && deviceSeq !== null ? await refuseRepeat(db, clientId, device, deviceSeq) : null);
  if (refusal) throw refusal;
  return {
    origin: {
      id: input.id ?? null,
      deviceId: device?.id ?? null,
      deviceSeq,
      soldOfflineAt: soldAt,
      catalogueVersion: input.catalogueVersion ?? null,
      tillTotalPence: input.tillTotal ?? null,
      priceReview: null,
    },
    deviceNumber: device?.number ?? null,
  };
};

/**
 * After the order's transaction failed on a unique index (a retry under another key that
 * raced the first): the 409 that says which, or null when it was some other index.
 */
export const refusalAfterRace = async (
  db: Db,
  clientId: string,
  checked: CheckedOrigin,
): Promise<AppError | null> => {
  const { origin, deviceNumber } = checked;
  const taken = await refuseTakenId(db, clientId, origin.id);
  if (taken) return taken;
  if (origin.deviceId && origin.deviceSeq !== null && deviceNumber !== null)
    return refuseRepeat(
      db,
      clientId,
      { id: origin.deviceId, number: deviceNumber },
      origin.deviceSeq,
    );
  return null;
};
