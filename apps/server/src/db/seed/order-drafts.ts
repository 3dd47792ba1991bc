import {
  addLocalDays,
  parseHhmm,
  weekdayOf,
  type LocalDate,
} from '@opentill/contract/time/local-date';
import { localDateOf, minuteOfDayOf, zonedToInstant } from '@opentill/contract/time/zoned-time';
import { addMinutes } from 'date-fns';
import type { DeliverTo } from '@/db/schema/index.js';
import type { OrderDraft, OrderPlan } from './order-plan.js';
import { slotMethods } from './order-plan.js';

// When the demo orders happen: within opening hours, busiest at breakfast and
// lunch, a little busier at weekends, and today only up to `now`.

const SLOT_MINUTES = 30;

const hourWeight = (hour: number): number => {
  if (hour === 8 || hour === 12) return 3.5;
  if (hour === 9 || hour === 13) return 2.8;
  if (hour >= 17 && hour <= 19) return 1.6;
  if (hour >= 20) return 0.6;
  return 1;
};

const pickMinute = (plan: OrderPlan, from: number, to: number): number => {
  const buckets: (readonly [readonly [number, number], number])[] = [];
  for (let hour = Math.floor(from / 60); hour * 60 <= to; hour++) {
    const lo = Math.max(from, hour * 60);
    const hi = Math.min(to, hour * 60 + 59);
    if (hi >= lo) buckets.push([[lo, hi], (hourWeight(hour) * (hi - lo + 1)) / 60]);
  }
  const [lo, hi] = plan.rng.weighted(buckets);
  return plan.rng.int(lo, hi);
};

/** A slot two to four slots after ordering, or null when that falls outside the day or after now. */
const bookSlot = (plan: OrderPlan, date: LocalDate, minute: number, closes: number) => {
  const first = Math.ceil((minute + SLOT_MINUTES) / SLOT_MINUTES) * SLOT_MINUTES;
  const slotMinute = first + plan.rng.int(0, 2) * SLOT_MINUTES;
  if (slotMinute > closes - SLOT_MINUTES) return null;
  const slotAt = zonedToInstant(date, slotMinute, plan.timeZone);
  // History orders are already collected or delivered, so their slot has passed.
  return addMinutes(slotAt, 25) < plan.now ? slotAt : null;
};

const nonSlotWeights = (plan: OrderPlan) =>
  plan.deliverToWeights.filter(([method]) => !slotMethods.includes(method));

/** Today's closing time, or null when the merchant does not open today. */
const closingToday = (plan: OrderPlan): Date | null => {
  const today = localDateOf(plan.now, plan.timeZone);
  const hours = plan.openingHours.find((h) => h.weekday === weekdayOf(today));
  return hours ? zonedToInstant(today, parseHhmm(hours.closes), plan.timeZone) : null;
};

/** Today's open orders lead up to now, or to closing time once the merchant has closed. */
const openOrdersAnchor = (plan: OrderPlan): Date => {
  const closing = closingToday(plan);
  return closing && closing < plan.now ? closing : plan.now;
};

const draftDay = (plan: OrderPlan, date: LocalDate, isToday: boolean): OrderDraft[] => {
  const weekday = weekdayOf(date);
  const hours = plan.openingHours.find((h) => h.weekday === weekday);
  if (!hours) return [];
  const opens = parseHhmm(hours.opens);
  const closes = parseHhmm(hours.closes);
  // Today's history stops 45 minutes before the open orders' anchor.
  const last = isToday
    ? Math.min(closes - 5, minuteOfDayOf(openOrdersAnchor(plan), plan.timeZone) - 45)
    : closes - 5;
  if (last <= opens) return [];
  const [min, max] = plan.ordersPerDay;
  const busier = weekday >= 5 ? 1.3 : 1;
  const share = (last - opens) / (closes - 5 - opens);
  const count = Math.round(plan.rng.int(min, max) * busier * share);
  return Array.from({ length: count }, () => {
    const minute = pickMinute(plan, opens, last);
    const createdAt = zonedToInstant(date, minute, plan.timeZone, plan.rng.int(0, 59));
    let deliverTo: DeliverTo = plan.rng.weighted(plan.deliverToWeights);
    let slotAt: Date | null = null;
    if (slotMethods.includes(deliverTo)) {
      slotAt = bookSlot(plan, date, minute, closes);
      if (!slotAt) deliverTo = plan.rng.weighted(nonSlotWeights(plan));
    }
    return { createdAt, deliverTo, phase: 'history', slotAt, isPaid: true };
  });
};

// Today's open orders: [phase, deliverTo, minutes ago]. The first is left unpaid.
const openOrders = [
  ['requested', 'table_service', 3],
  ['requested', 'collection', 7],
  ['requested', 'delivery', 12],
  ['requested', 'table_service', 16],
  ['ready', 'collection', 21],
  ['ready', 'click_and_collect', 26],
  ['ready', 'delivery', 32],
  ['ready', 'home_delivery', 38],
] as const;

const draftOpenOrders = (plan: OrderPlan): OrderDraft[] => {
  const startOfToday = zonedToInstant(localDateOf(plan.now, plan.timeZone), 0, plan.timeZone);
  const anchor = openOrdersAnchor(plan);
  const offered = new Set(plan.deliverToWeights.map(([method]) => method));
  const closing = closingToday(plan);
  const slotMs = SLOT_MINUTES * 60_000;
  // The slot after a short wait, but never one that starts after the last slot of the day.
  const slotFor = (createdAt: Date) => {
    const wanted = Math.ceil(addMinutes(createdAt, 20).getTime() / slotMs) * slotMs;
    const lastSlot = closing ? closing.getTime() - slotMs : wanted;
    return new Date(Math.max(Math.min(wanted, lastSlot), createdAt.getTime()));
  };
  return openOrders
    .filter(([, deliverTo]) => offered.has(deliverTo))
    .map(([phase, deliverTo, minutesAgo], index) => {
      const at = addMinutes(anchor, -minutesAgo);
      const createdAt = at < startOfToday ? startOfToday : at;
      return {
        createdAt,
        deliverTo,
        phase,
        slotAt: slotMethods.includes(deliverTo) ? slotFor(createdAt) : null,
        isPaid: index !== 0,
      };
    });
};

/** All the merchant's orders, oldest first (the order numbers follow this order). */
export const draftOrders = (plan: OrderPlan): OrderDraft[] => {
  const today = localDateOf(plan.now, plan.timeZone);
  const drafts: OrderDraft[] = [];
  for (let offset = plan.days - 1; offset >= 0; offset--) {
    drafts.push(...draftDay(plan, addLocalDays(today, -offset), offset === 0));
  }
  if (plan.hasOpenOrdersToday) drafts.push(...draftOpenOrders(plan));
  return drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
};
