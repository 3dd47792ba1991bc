import { formatMean, SELLING_WEEKS } from './sales-judgement.js';

// What each job writes: the cause key that makes an alert unique per merchant
// (alerts.cause_key, ON CONFLICT DO NOTHING) and the sentence a manager reads.
// The demo seed builds its alerts with these too, so a job never repeats one.

const pad = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Low stock is raised at most once per product per merchant's local day: a
 * product that stays low is mentioned again the next morning, not every tick.
 */
export const lowStockKey = (productId: string, localDate: string): string =>
  `low_stock:${productId}:${localDate}`;

export const lowStockText = (name: string, stock: number): string =>
  `${name} is low on stock: ${stock} left.`;

export const isLowStock = (stock: number | null, threshold: number | null): boolean =>
  stock !== null && threshold !== null && stock <= threshold;

/** One summary per service, named by the service's start instant. */
export const summaryKey = (serviceStart: Date): string => `summary:${serviceStart.toISOString()}`;

/** The §3 summary text: JSON with ISO instants and net revenue in pence. */
export const summaryText = (start: Date, end: Date, revenuePence: number): string =>
  JSON.stringify({
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    revenue: revenuePence,
  });

export const sellingKey = (
  type: 'overselling' | 'underselling',
  productId: string,
  serviceStart: Date,
): string => `${type}:${productId}:${serviceStart.toISOString()}`;

export type ServiceLabel = {
  /** e.g. 'Monday' */
  weekday: string;
  /** 'HH:mm' on the merchant's wall clock */
  opens: string;
  closes: string;
};

export const serviceLabel = (
  weekday: number,
  opensMinute: number,
  closesMinute: number,
): ServiceLabel => {
  const hhmm = (minute: number) => `${pad(Math.floor(minute / 60) % 24)}:${pad(minute % 60)}`;
  return { weekday: WEEKDAYS[weekday] ?? '', opens: hhmm(opensMinute), closes: hhmm(closesMinute) };
};

export const sellingText = (
  type: 'overselling' | 'underselling',
  name: string,
  sold: number,
  soldInWeeksBefore: number,
  service: ServiceLabel,
): string => {
  const direction = type === 'overselling' ? 'well above' : 'well below';
  const units = sold === 1 ? '1 unit' : `${sold} units`;
  return (
    `${name} sold ${units} in ${service.weekday}'s ${service.opens}–${service.closes} service, ` +
    `${direction} the usual ${formatMean(soldInWeeksBefore)} ` +
    `(the mean of the last ${SELLING_WEEKS} ${service.weekday}s).`
  );
};
