import { describe, expect, it } from 'vitest';
import {
  isLowStock,
  lowStockKey,
  lowStockText,
  sellingKey,
  sellingText,
  serviceLabel,
  summaryKey,
  summaryText,
} from './alert-causes.js';

describe('isLowStock', () => {
  it('is low at the threshold and below it, not one above', () => {
    expect(isLowStock(3, 3)).toBe(true);
    expect(isLowStock(-1, 3)).toBe(true);
    expect(isLowStock(4, 3)).toBe(false);
  });

  it('is never low for an untracked product or one without a threshold', () => {
    expect(isLowStock(null, 3)).toBe(false);
    expect(isLowStock(0, null)).toBe(false);
  });
});

describe('alert texts and keys', () => {
  it('words low stock as the seed does and keys it by product and local day', () => {
    expect(lowStockText('Carrot Cake', 2)).toBe('Carrot Cake is low on stock: 2 left.');
    expect(lowStockKey('p-1', '2026-07-01')).toBe('low_stock:p-1:2026-07-01');
  });

  it('writes the summary as the §3 JSON with ISO instants and pence', () => {
    const start = new Date('2026-07-01T07:00:00Z');
    const end = new Date('2026-07-01T21:00:00Z');
    expect(JSON.parse(summaryText(start, end, 12345))).toEqual({
      start_time: '2026-07-01T07:00:00.000Z',
      end_time: '2026-07-01T21:00:00.000Z',
      revenue: 12345,
    });
    expect(summaryKey(start)).toBe('summary:2026-07-01T07:00:00.000Z');
  });

  it('says what sold against the usual, with the service’s weekday and hours', () => {
    const label = serviceLabel(0, 8 * 60, 22 * 60);
    expect(sellingText('overselling', 'Iced Latte', 24, 48, label)).toBe(
      "Iced Latte sold 24 units in Monday's 08:00–22:00 service, well above the usual 12 (the mean of the last 4 Mondays).",
    );
    expect(sellingText('underselling', 'Lemon Drizzle', 1, 26, label)).toBe(
      "Lemon Drizzle sold 1 unit in Monday's 08:00–22:00 service, well below the usual 6.5 (the mean of the last 4 Mondays).",
    );
    expect(sellingKey('underselling', 'p-2', new Date('2026-07-06T07:00:00Z'))).toBe(
      'underselling:p-2:2026-07-06T07:00:00.000Z',
    );
  });

  it('shows a service past midnight by its wall-clock closing time', () => {
    expect(serviceLabel(4, 18 * 60, 26 * 60)).toEqual({
      weekday: 'Friday',
      opens: '18:00',
      closes: '02:00',
    });
  });
});
