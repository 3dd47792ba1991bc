import { z } from 'zod';
import { serviceChargeSettingsSchema } from '../settings/discount-settings.schemas.js';
import { offlineMessages as om } from './offline-messages.js';

// Issue 15 §B: what a till adds to an order it numbered itself, or made while the server
// could not be reached. Spread into order.schemas.ts's create input and order view.

/** An order item's: the unit price with options the till showed, in pence. */
export const shownPrice = z.number().int().min(0).max(1_000_000).nullish();

/** POST orders/orders/'s optional till fields. */
export const tillSaleInput = {
  /** The order's id, made by the till (a UUIDv7); also the Idempotency-Key. */
  id: z.uuid({ error: 'The order id must be a UUID.' }).nullish(),
  /** The till device from POST devices/tills/; with deviceSeq, unique per merchant. */
  deviceId: z.uuid({ error: om.tillNotRegistered }).nullish(),
  deviceSeq: z
    .number({ error: om.deviceSeqRange })
    .int(om.deviceSeqRange)
    .min(1, om.deviceSeqRange)
    .max(2_147_483_647, om.deviceSeqRange)
    .nullish(),
  /** ISO 8601 with offset: only for a sale made while the server could not be reached. */
  soldAt: z.iso.datetime({ offset: true, error: om.soldAtInvalid }).nullish(),
  /** The catalogue version the till priced with (GET orders/catalogue-version/). */
  catalogueVersion: z.number().int().min(0).nullish(),
  /** Pence: the total the till showed. */
  tillTotal: z.number().int().min(0).max(100_000_000).nullish(),
  /**
   * Issue 16: the service charge terms the till priced with (percent null: none). Honoured
   * only for a sale made offline, whose customer paid at them even if the merchant has
   * changed the charge since; online, the merchant's own terms apply.
   */
  serviceChargeTerms: serviceChargeSettingsSchema.nullish(),
};

/** Both totals of an offline sale whose till total differed from the catalogue's (pence). */
export const priceReviewSchema = z.object({
  tillTotal: z.number().int(),
  catalogueTotal: z.number().int(),
});
export type PriceReview = z.infer<typeof priceReviewSchema>;

/**
 * The order view's: "T2-0142" for a sale a till numbered itself (deviceTicket), the time of
 * a sale made offline, and the price review. Always sent by the server; optional so older
 * fixtures still type-check.
 */
export const tillSaleView = {
  deviceTicket: z.string().nullable().optional(),
  soldOfflineAt: z.string().nullable().optional(),
  priceReview: priceReviewSchema.nullable().optional(),
};

/** POST orders/orders/{id}/pay/'s: when a sale made offline was paid; only for such an order. */
export const paidAt = z.iso.datetime({ offset: true, error: om.paidAtInvalid }).nullish();
