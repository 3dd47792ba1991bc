import { describe, expect, it } from 'vitest';
import { formatInZone } from '@opentill/contract/time/zoned-format';
import { minuteOfDayOf } from '@opentill/contract/time/zoned-time';
import { judgeSales } from '@/modules/alerts/sales-judgement.js';
import type { SeedProduct } from './catalogue-types.js';
import { cornerCafeAlerts, DEMO_SELLING } from './corner-cafe-alerts.js';
import { emptyOrderRows } from './order-rows.js';

// Findings §6 item 24: seeded at 06:10, the demo said "Thursday 26th 01:10: Sausage
// Roll is selling faster than usual", stamped hours before now while the café
// (08:00–22:00 London) was shut. Every seeded alert must carry a time the café was
// open, or its close, whenever the demo is seeded, clock changes included.

const LONDON = 'Europe/London';
const OPENS = 8 * 60;
const CLOSES = 22 * 60;

const product = (name: string, stock: number | null = null, threshold: number | null = null) =>
  ({ id: `id-${name}`, name, stock, lowStockThreshold: threshold }) as SeedProduct;

const products = [
  product('Sausage Roll'),
  product('Lemon Drizzle'),
  product('Iced Latte'),
  product('Eggs Benedict'),
  product('Carrot Cake', 2, 3),
  product('Pain au Chocolat', 1, 4),
  product('Branded Mug', 0, 2),
];

const alertsSeededAt = (iso: string) => {
  let n = 0;
  return cornerCafeAlerts({
    clientId: 'cafe',
    newId: () => `alert-${++n}`,
    now: new Date(iso),
    timeZone: LONDON,
    opens: '08:00',
    closes: '22:00',
    products,
    orderRows: emptyOrderRows(),
  });
};

const SEED_TIMES = [
  '2026-11-26T06:10:00Z', // before opening: the audit's case
  '2026-11-26T12:00:00Z', // during service
  '2026-11-26T23:30:00Z', // after closing
  '2026-03-29T07:30:00Z', // 08:30 BST on the day the clocks go forward
  '2026-10-25T02:00:00Z', // 02:00 GMT on the day the clocks go back
];

describe('the demo seed’s alerts', () => {
  it.each(SEED_TIMES)('are stamped while the café was open or at its close (seeded %s)', (iso) => {
    const rows = alertsSeededAt(iso);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const at = row.startAt;
      if (!at) throw new Error(`alert ${row.id} has no time`);
      const minute = minuteOfDayOf(at, LONDON);
      const shown = `${row.type} ${formatInZone(at, LONDON, 'EEEE do HH:mm')}`;
      expect(minute >= OPENS && minute <= CLOSES, shown).toBe(true);
      expect(+at, shown).toBeLessThanOrEqual(Date.parse(iso));
      if (row.type !== 'low_stock') expect(minute, shown).toBe(CLOSES);
    }
  });

  it('says the service it is about, in the words the selling job uses, with figures it would flag', () => {
    // Seeded Thursday 26 November before opening: the last two services are Tuesday's and Wednesday's.
    const selling = alertsSeededAt('2026-11-26T06:10:00Z').filter(
      (row) => row.type === 'overselling' || row.type === 'underselling',
    );
    expect(selling.map((row) => [row.type, row.text])).toEqual([
      [
        'overselling',
        "Sausage Roll sold 18 units in Tuesday's 08:00–22:00 service, well above the usual 9 (the mean of the last 4 Tuesdays).",
      ],
      [
        'underselling',
        "Lemon Drizzle sold 1 unit in Tuesday's 08:00–22:00 service, well below the usual 7 (the mean of the last 4 Tuesdays).",
      ],
      [
        'overselling',
        "Iced Latte sold 24 units in Wednesday's 08:00–22:00 service, well above the usual 12 (the mean of the last 4 Wednesdays).",
      ],
      [
        'underselling',
        "Eggs Benedict sold 0 units in Wednesday's 08:00–22:00 service, well below the usual 6 (the mean of the last 4 Wednesdays).",
      ],
    ]);
    for (const sale of DEMO_SELLING) expect(judgeSales(sale), sale.product).toBe(sale.type);
  });

  it('leaves the newest of each kind unseen, and keys low stock by the day it was raised', () => {
    const rows = alertsSeededAt('2026-11-26T12:00:00Z');
    const unseen = rows.filter((row) => !row.seen).map((row) => row.type);
    expect(unseen.sort()).toEqual(['low_stock', 'overselling', 'summary', 'underselling']);
    const lowStock = rows.filter((row) => row.type === 'low_stock');
    expect(lowStock.map((row) => row.causeKey)).toEqual([
      'low_stock:id-Carrot Cake:2026-11-26',
      'low_stock:id-Pain au Chocolat:2026-11-26',
      'low_stock:id-Branded Mug:2026-11-26',
    ]);
  });
});
