import { weekdayOf } from '@opentill/contract/time/local-date';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { alerts, clients } from '@/db/schema/index.js';
import type { OpeningHours } from '@/db/schema/values.js';
import { sellingKey, sellingText, serviceLabel, summaryKey, summaryText } from './alert-causes.js';
import { judgeSales, SELLING_WEEKS } from './sales-judgement.js';
import { insertAlerts, type NewAlert } from './insert-alerts.js';
import { netRevenueOf, productSalesOf } from './service-sales.js';
import { sameServiceInWeeksBefore, servicesEndedBetween, type Service } from './service-periods.js';

/**
 * Services that ended this long ago are still looked at, so a process that was
 * down over closing time catches up; older ones are never summarised late.
 */
export const SERVICE_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;

type Merchant = { id: string; timeZone: string; openingHours: OpeningHours[] };

/** The summary and the overselling and underselling alerts of one ended service. */
const serviceAlerts = async (db: Db, merchant: Merchant, service: Service): Promise<NewAlert[]> => {
  const weeksBefore = sameServiceInWeeksBefore(service, merchant.timeZone, SELLING_WEEKS);
  const [revenue, sales] = await Promise.all([
    netRevenueOf(db, merchant.id, service),
    productSalesOf(db, merchant.id, service, weeksBefore),
  ]);
  const label = serviceLabel(weekdayOf(service.date), service.opensMinute, service.closesMinute);
  const base = { clientId: merchant.id, startAt: service.end };
  const selling = sales.flatMap((s): NewAlert[] => {
    const type = judgeSales(s);
    if (!type) return [];
    return [
      {
        ...base,
        type,
        text: sellingText(type, s.name, s.sold, s.soldInWeeksBefore, label),
        productId: s.productId,
        causeKey: sellingKey(type, s.productId, service.start),
      },
    ];
  });
  return [
    {
      ...base,
      type: 'summary',
      text: summaryText(service.start, service.end, revenue),
      causeKey: summaryKey(service.start),
    },
    ...selling,
  ];
};

/**
 * For each merchant, each service that ended in the look-back and has no
 * summary yet: its summary and its selling alerts, written together. The
 * summary's key marks the service done, so a tick reads only the merchants'
 * opening hours and their recent summary keys (two statements, however many
 * merchants) until the next service ends.
 * Answers how many alerts were new.
 */
export const raiseServiceAlerts = async (db: Db, now: Date): Promise<number> => {
  const merchants = await db
    .select({ id: clients.id, timeZone: clients.timeZone, openingHours: clients.openingHours })
    .from(clients);
  const from = new Date(now.getTime() - SERVICE_LOOKBACK_MS);
  const due = merchants.flatMap((merchant) =>
    servicesEndedBetween(merchant.openingHours, merchant.timeZone, from, now).map((service) => ({
      merchant,
      service,
      key: summaryKey(service.start),
    })),
  );
  if (due.length === 0) return 0;
  // One look-up for every merchant: most ticks find every summary written and stop here.
  const written = await db
    .select({ clientId: alerts.clientId, causeKey: alerts.causeKey })
    .from(alerts)
    .where(
      and(
        inArray(alerts.clientId, [...new Set(due.map((d) => d.merchant.id))]),
        inArray(alerts.causeKey, [...new Set(due.map((d) => d.key))]),
      ),
    );
  const isWritten = new Set(written.map((w) => `${w.clientId} ${w.causeKey}`));
  let raised = 0;
  for (const { merchant, service, key } of due) {
    if (isWritten.has(`${merchant.id} ${key}`)) continue;
    raised += await insertAlerts(db, await serviceAlerts(db, merchant, service));
  }
  return raised;
};
