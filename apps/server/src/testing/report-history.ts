import type { Db } from '@/db/client.js';
import { createRng } from '@/db/seed/prng.js';
import { addPaidOrder, createReportMerchant, type ReportMerchant } from './report-fixtures.js';

const DAY_MS = 86_400_000;

/**
 * A merchant with `orders` random paid orders over the last `days` days, from a
 * fixed seed: one to four units of random cost (some orders all free), a discount
 * or surcharge, none to two refunds, cash or card, around the clock. Hard cases for
 * the reports' sums: zero-cost orders, odd pence to share, refunds in full.
 */
export const seedRandomHistory = async (
  db: Db,
  options: { timeZone: string; days: number; orders: number; now?: Date },
): Promise<ReportMerchant> => {
  const m = await createReportMerchant(db, { timeZone: options.timeZone });
  const rng = createRng(`report-history-${options.orders}-${options.days}`);
  const now = (options.now ?? new Date()).getTime();
  for (let i = 0; i < options.orders; i++) {
    const isFree = rng.chance(0.05);
    const units = Array.from({ length: rng.int(1, 4) }, () => ({
      productId: rng.pick([m.products.tea, m.products.cake]),
      costPence: isFree ? 0 : rng.int(0, 900),
    }));
    const cost = units.reduce((n, u) => n + u.costPence, 0);
    const grossPence = Math.max(0, cost + rng.int(-60, 120));
    const refundsPence: number[] = [];
    let left = grossPence;
    for (
      let r = rng.weighted([
        [0, 8],
        [1, 2],
        [2, 1],
      ] as const);
      r > 0 && left > 0;
      r--
    ) {
      const amount = rng.chance(0.3) ? left : rng.int(1, left);
      refundsPence.push(amount);
      left -= amount;
    }
    await addPaidOrder(db, m, {
      paidAt: new Date(now - Math.floor(rng.next() * options.days * DAY_MS)),
      payType: rng.chance(0.5) ? 'cash' : 'pax_device',
      cashierId: rng.pick([m.cashiers.ann, m.cashiers.ben, null]),
      units,
      grossPence,
      refundsPence,
    });
  }
  return m;
};
