import type { DeliverTo, OpeningHours } from '@/db/schema/index.js';
import type { SeedProduct } from './catalogue-types.js';
import type { CustomerRow } from './demo-customers.js';
import type { IdFactory, Rng } from './prng.js';

/** Everything the order history generator needs to know about one merchant. */
export type OrderPlan = {
  clientId: string;
  timeZone: string;
  openingHours: readonly OpeningHours[];
  /** Local days of history, ending today (today only up to `now`). */
  days: number;
  now: Date;
  /** [min, max] orders on an ordinary weekday. */
  ordersPerDay: readonly [number, number];
  deliverToWeights: readonly (readonly [DeliverTo, number])[];
  deliveryCostPence: number;
  deliveryCostCutoffPence: number;
  products: readonly SeedProduct[];
  cashierIds: readonly string[];
  tables: readonly { id: string; name: string }[];
  customers: readonly CustomerRow[];
  /** Leave some of today's orders open, so the Home counts are not zero. */
  hasOpenOrdersToday: boolean;
  rng: Rng;
  newId: IdFactory;
};

/** The stage a drafted order has reached: history is in a final state. */
export type OrderPhase = 'history' | 'requested' | 'ready';

export type OrderDraft = {
  createdAt: Date;
  deliverTo: DeliverTo;
  phase: OrderPhase;
  /** Booked slot start for click and collect and home delivery. */
  slotAt: Date | null;
  isPaid: boolean;
};

export const slotMethods: readonly DeliverTo[] = ['click_and_collect', 'home_delivery'];
