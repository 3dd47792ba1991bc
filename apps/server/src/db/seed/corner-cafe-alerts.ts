import type { alerts } from '@/db/schema/index.js';
import {
  isLowStock,
  localDateKey,
  lowStockKey,
  lowStockText,
  summaryKey,
  summaryText,
} from '@/modules/alerts/alert-causes.js';
import type { SeedProduct } from './catalogue-types.js';
import type { OrderRows } from './order-rows.js';
import { addDays, localDateOf, parseHhmm, zonedToInstant } from './zoned-time.js';

// Report alerts for Corner Café: a couple of each type, the newest unseen so
// the Reports badge shows. Summary revenue is the real net takings of that day
// (paid gross minus refunded, as reports count it). Summaries and low-stock
// alerts carry the cause keys the alert jobs write, so the jobs' first run on
// a fresh demo never repeats one of them.

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

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

const summaryFor = (input: AlertInput, daysAgo: number): AlertRow => {
  const date = addDays(localDateOf(input.now, input.timeZone), -daysAgo);
  const start = zonedToInstant(date, parseHhmm(input.opens), input.timeZone);
  const end = zonedToInstant(date, parseHhmm(input.closes), input.timeZone);
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
    seen: daysAgo > 1,
    createdAt: end,
  };
};

export const cornerCafeAlerts = (input: AlertInput): AlertRow[] => {
  const { clientId, now } = input;
  const byName = (name: string) => input.products.find((p) => p.name === name);
  const alert = (
    type: AlertRow['type'],
    text: string,
    ageHours: number,
    productName?: string,
  ): AlertRow => ({
    id: input.newId(),
    clientId,
    type,
    text,
    startAt: hoursAgo(now, ageHours),
    createdAt: hoursAgo(now, ageHours),
    seen: ageHours > 24,
    productId: productName ? (byName(productName)?.id ?? null) : null,
  });
  // Today's key even on the older one: the product is still low today, and the
  // job would otherwise raise it again beside the seeded alert.
  const today = localDateKey(now, input.timeZone);
  const lowStock = input.products
    .filter((p) => isLowStock(p.stock, p.lowStockThreshold))
    .map((p, index) => ({
      ...alert('low_stock', lowStockText(p.name, p.stock ?? 0), 2 + index * 30, p.name),
      causeKey: lowStockKey(p.id, today),
    }));
  return [
    ...lowStock,
    alert(
      'overselling',
      'Sausage Roll is selling faster than usual: 18 sold by 11:00 (usually 9).',
      5,
      'Sausage Roll',
    ),
    alert('overselling', 'Iced Latte sold 24 today, twice the usual.', 50, 'Iced Latte'),
    alert('underselling', 'Lemon Drizzle has sold 1 today (usually 7).', 3, 'Lemon Drizzle'),
    alert('underselling', 'Eggs Benedict sold none this morning (usually 6).', 75, 'Eggs Benedict'),
    summaryFor(input, 1),
    summaryFor(input, 2),
  ];
};
