import { weekdayOf } from '@opentill/contract/time/local-date';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import type { alerts } from '@/db/schema/index.js';
import {
  isLowStock,
  lowStockKey,
  lowStockText,
  sellingKey,
  sellingText,
  serviceLabel,
  summaryKey,
  summaryText,
} from '@/modules/alerts/alert-causes.js';
import {
  serviceOpenAt,
  servicesEndedBetween,
  type Service,
} from '@/modules/alerts/service-periods.js';
import type { SeedProduct } from './catalogue-types.js';
import type { OrderRows } from './order-rows.js';

// Report alerts for Corner Café: a couple of each type, the newest unseen so
// the Reports badge shows. Each is stamped when the jobs would have written it,
// so no alert claims a time the café was closed: summaries and selling alerts at
// a service's close, low stock during a service. They carry the jobs' texts and
// cause keys, so the jobs' first run on a fresh demo repeats none of them.
// Summary revenue is the real net takings of that service (paid gross minus
// refunded, as reports count it); the selling figures are made up, but judged
// as sales-judgement.ts would judge them.

type AlertRow = typeof alerts.$inferInsert;

type AlertInput = {
  clientId: string;
  newId: () => string;
  now: Date;
  timeZone: string;
  opens: string;
  closes: string;
  products: readonly SeedProduct[];
  orderRows: OrderRows;
};

const HOUR_MS = 3_600_000;
const LOOK_BACK_MS = 3 * 24 * HOUR_MS;

/** Made-up sales (sold in the service, and over the same service in the 4 weeks before). */
export const DEMO_SELLING = [
  { type: 'overselling', product: 'Sausage Roll', sold: 18, soldInWeeksBefore: 36 },
  { type: 'underselling', product: 'Lemon Drizzle', sold: 1, soldInWeeksBefore: 28 },
  { type: 'overselling', product: 'Iced Latte', sold: 24, soldInWeeksBefore: 48 },
  { type: 'underselling', product: 'Eggs Benedict', sold: 0, soldInWeeksBefore: 24 },
] as const;

/** The two latest services that have closed by `now`, oldest first, and the one open now, if any. */
const servicesAround = (input: AlertInput) => {
  const hours = Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    opens: input.opens,
    closes: input.closes,
  }));
  const { now, timeZone } = input;
  const ended = servicesEndedBetween(hours, timeZone, new Date(+now - LOOK_BACK_MS), now);
  return { closed: ended.slice(-2), open: serviceOpenAt(hours, timeZone, now) };
};

const summaryOf = (input: AlertInput, service: Service, seen: boolean): AlertRow => {
  const { start, end } = service;
  const revenue = input.orderRows.payments
    .filter((p) => p.status === 'paid' && p.paidAt && p.paidAt >= start && p.paidAt < end)
    .reduce((sum, p) => sum + p.amountGrossPence - (p.amountRefundedPence ?? 0), 0);
  return {
    id: input.newId(),
    clientId: input.clientId,
    type: 'summary',
    text: summaryText(start, end, revenue),
    causeKey: summaryKey(start),
    startAt: end,
    seen,
    createdAt: end,
  };
};

export const cornerCafeAlerts = (input: AlertInput): AlertRow[] => {
  const { clientId, now, timeZone } = input;
  const productId = (name: string) => input.products.find((p) => p.name === name)?.id ?? null;
  const { closed, open } = servicesAround(input);
  const latest = closed.at(-1);
  const rows: AlertRow[] = closed.map((service) => summaryOf(input, service, service !== latest));

  // Two selling alerts per closed service, written at its close as raise-service-alerts does.
  closed.forEach((service, index) => {
    const label = serviceLabel(weekdayOf(service.date), service.opensMinute, service.closesMinute);
    for (const s of DEMO_SELLING.slice(index * 2, index * 2 + 2)) {
      const id = productId(s.product);
      if (id === null) continue;
      rows.push({
        id: input.newId(),
        clientId,
        type: s.type,
        text: sellingText(s.type, s.product, s.sold, s.soldInWeeksBefore, label),
        productId: id,
        causeKey: sellingKey(s.type, id, service.start),
        startAt: service.end,
        createdAt: service.end,
        seen: service !== latest,
      });
    }
  });

  // Low stock goes low during a sale: spread back from now (or the last close) inside that service.
  const during = open ?? latest;
  if (!during) return rows;
  const until = Math.min(+now, +during.end);
  const lowStock = input.products.filter((p) => isLowStock(p.stock, p.lowStockThreshold));
  lowStock.forEach((p, index) => {
    const at = new Date(Math.max(+during.start, until - (index + 1) * HOUR_MS));
    rows.push({
      id: input.newId(),
      clientId,
      type: 'low_stock',
      text: lowStockText(p.name, p.stock ?? 0),
      productId: p.id,
      // The job keys low stock by the local day, so it mentions the product again the next day.
      causeKey: lowStockKey(p.id, merchantDateKey(at, timeZone)),
      startAt: at,
      createdAt: at,
      seen: index > 0,
    });
  });
  return rows;
};
