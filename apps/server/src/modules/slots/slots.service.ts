import { and, eq } from 'drizzle-orm';
import { checkoutMessages } from '@opentill/contract/orders/checkout-messages';
import type { SlotDay } from '@opentill/contract/orders/slot-day.schemas';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import type { Db } from '@/db/client.js';
import { slotConfig, type SlotDeliverTo } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import { countBookedOrdersBySlot } from '@/modules/orders/order-slots.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import {
  bookedInSlot,
  isInsideLeadTime,
  offeredSlotDays,
  planSlots,
  type SlotWindow,
} from './slot-plan.js';

const featureOf: Record<SlotDeliverTo, 'featureHomeDelivery' | 'featureClickAndCollect'> = {
  home_delivery: 'featureHomeDelivery',
  click_and_collect: 'featureClickAndCollect',
};

/**
 * The merchant's slot window for a method, or null when the method books no
 * slots: its feature is off or it has no slot settings.
 */
const slotWindowOf = async (
  db: Db,
  client: ClientRow,
  deliverTo: SlotDeliverTo,
  now: Date,
): Promise<SlotWindow | null> => {
  if (!client[featureOf[deliverTo]]) return null;
  const [settings] = await db
    .select()
    .from(slotConfig)
    .where(and(eq(slotConfig.clientId, client.id), eq(slotConfig.deliverTo, deliverTo)))
    .limit(1);
  if (!settings) return null;
  return {
    settings,
    openingHours: client.openingHours,
    timeZone: client.timeZone,
    now,
    closedDates: new Set(client.closedDays.map((day) => day.date)),
  };
};

/** GET orders/home-delivery-slots/ and click-and-collect-slots/: the days and slots still offered. */
export const listSlotDays = async (
  db: Db,
  client: ClientRow,
  deliverTo: SlotDeliverTo,
  now = new Date(),
): Promise<SlotDay[]> => {
  const window = await slotWindowOf(db, client, deliverTo, now);
  if (!window) return [];
  const slots = planSlots(window);
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const to = new Date(+last.start + window.settings.slotMinutes * 60_000);
  const booked = await countBookedOrdersBySlot(db, client.id, deliverTo, first.start, to);
  return offeredSlotDays(window, booked);
};

const slotError = (message: string) => AppError.field('order_datetime_slot', message);

/**
 * Refuses a slot the till would not have offered: past, inside the lead time,
 * not one of the merchant's slots, or full. Order create calls it inside its
 * transaction, under the per-merchant lock, so the count cannot race.
 */
export const checkSlotBookable = async (
  db: Db,
  input: { clientId: string; deliverTo: SlotDeliverTo; slotStart: Date; now: Date },
): Promise<void> => {
  const { clientId, deliverTo, slotStart, now } = input;
  if (+slotStart <= +now) throw slotError(checkoutMessages.slotPast);
  const client = await getClient(db, clientId);
  const window = await slotWindowOf(db, client, deliverTo, now);
  if (!window) throw slotError(checkoutMessages.slotNotOffered);
  const { settings } = window;
  if (isInsideLeadTime(slotStart, now, settings.leadTimeMinutes))
    throw slotError(checkoutMessages.slotTooSoon);
  const day = merchantDateKey(slotStart, window.timeZone);
  if (!planSlots(window, day).some((slot) => +slot.start === +slotStart))
    throw slotError(checkoutMessages.slotNotOffered);
  const to = new Date(+slotStart + settings.slotMinutes * 60_000);
  const booked = await countBookedOrdersBySlot(db, clientId, deliverTo, slotStart, to);
  if (bookedInSlot(booked, slotStart, settings.slotMinutes) >= settings.capacityPerSlot)
    throw slotError(checkoutMessages.slotFull);
};
