import type { Db } from '@/db/client.js';
import { addLocalDays, localDateKey } from '@opentill/contract/time/local-date';
import { localDateOf, zonedToInstant } from '@opentill/contract/time/zoned-time';
import { addPaidOrder, createReportMerchant, type ReportMerchant } from './report-fixtures.js';

// A day of trade worked out by hand: a merchant on a fixed-offset zone chosen so
// its clock reads 12:xx now, open 08:00–22:00, with these payments (local times):
//   A today 09:15 card, Ann, Tea 150 + Cake 300, £1.00 refunded     net 350
//   B today 10:40 cash, Ben, Cake 300, customer '=HYPERLINK("x")'   net 300
//   C today 11:05 cash, no cashier, Tea 150 x2 discounted to 280     net 280
//   F yesterday 21:00 card, Tea 150                                   net 150
//   E 7 days ago 13:30 card, Cake 300 (after last week's "now")       net 300
//   D 7 days ago 09:00 card, Tea + Cake + 50 charge                   net 500
//   G 14 days ago 09:20 cash, Tea at 101                              net 101

export type ReportDay = {
  merchant: ReportMerchant;
  /** The merchant's 'yyyy-MM-dd' today. */
  today: string;
  /** Payment ids by letter. */
  payments: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', string>;
  /** The zone's offset, e.g. '+05:00'. */
  offset: string;
};

/** The fixed-offset zone whose clock reads 12:xx at `now` (Etc/GMT signs are reversed). */
export const noonZoneAt = (now: Date): { timeZone: string; offset: string } => {
  const k = 12 - now.getUTCHours();
  const timeZone = k === 0 ? 'Etc/GMT' : k > 0 ? `Etc/GMT-${k}` : `Etc/GMT+${-k}`;
  const offset = `${k < 0 ? '-' : '+'}${String(Math.abs(k)).padStart(2, '0')}:00`;
  return { timeZone, offset };
};

export const seedReportDay = async (db: Db, now = new Date()): Promise<ReportDay> => {
  const { timeZone, offset } = noonZoneAt(now);
  const openingHours = Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    opens: '08:00',
    closes: '22:00',
  }));
  const m = await createReportMerchant(db, { timeZone, openingHours });
  const todayDate = localDateOf(now, timeZone);
  const at = (daysBack: number, hhmm: string) => {
    const [h, min] = hhmm.split(':').map(Number) as [number, number];
    return zonedToInstant(addLocalDays(todayDate, -daysBack), h * 60 + min, timeZone);
  };
  const { tea, cake } = m.products;
  const payments = {
    A: await addPaidOrder(db, m, {
      paidAt: at(0, '09:15'),
      payType: 'pax_device',
      cashierId: m.cashiers.ann,
      units: [
        { productId: tea, costPence: 150 },
        { productId: cake, costPence: 300 },
      ],
      refundsPence: [60, 40],
      customerName: 'Zoë, "Z"',
    }),
    B: await addPaidOrder(db, m, {
      paidAt: at(0, '10:40'),
      payType: 'cash',
      cashierId: m.cashiers.ben,
      units: [{ productId: cake, costPence: 300 }],
      customerName: '=HYPERLINK("x")',
    }),
    C: await addPaidOrder(db, m, {
      paidAt: at(0, '11:05'),
      payType: 'cash',
      units: [
        { productId: tea, costPence: 150 },
        { productId: tea, costPence: 150 },
      ],
      grossPence: 280,
    }),
    F: await addPaidOrder(db, m, {
      paidAt: at(1, '21:00'),
      payType: 'pax_device',
      units: [{ productId: tea, costPence: 150 }],
    }),
    E: await addPaidOrder(db, m, {
      paidAt: at(7, '13:30'),
      payType: 'pax_device',
      units: [{ productId: cake, costPence: 300 }],
    }),
    D: await addPaidOrder(db, m, {
      paidAt: at(7, '09:00'),
      payType: 'pax_device',
      units: [
        { productId: tea, costPence: 150 },
        { productId: cake, costPence: 300 },
      ],
      grossPence: 500,
    }),
    G: await addPaidOrder(db, m, {
      paidAt: at(14, '09:20'),
      payType: 'cash',
      units: [{ productId: tea, costPence: 101 }],
    }),
  };
  return { merchant: m, today: localDateKey(todayDate), payments, offset };
};
