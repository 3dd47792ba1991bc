import { describe, expect, it } from 'vitest';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import {
  buildLocalOrder,
  withLocalPayment,
  type LocalAdjustment,
  type LocalOrderLine,
} from '@/offline/local-order';
import { asLocalOrder } from '@/offline/local-orders';
import { makeOrder } from '@/testing/make-order';

// Issue 16: a receipt the till prints while the server is away carries the VAT per rate,
// the figures the server prints for the same sale once it has it. The server's figures
// below are its receipt (receipt-text.ts renderReceipt) for this very order.

const line = (
  lineId: string,
  name: string,
  price: number,
  quantity: number,
  /** Left out: a line kept in a cart from before carts held the rates. */
  rates: { vatRate: number | null; vatRateTakeaway: number | null } | null = null,
): LocalOrderLine => ({
  lineId,
  product: {
    id: lineId,
    name,
    price,
    hasVariablePrice: false,
    quickTill: false,
    options: [],
    color: '#000',
    ...rates,
  },
  options: {},
  priceOverride: null,
  quantity,
});

// A cold sandwich is 20% eaten in, 0% taken away; water carries no VAT.
const LINES = [
  line('a', 'Latte', 350, 2, { vatRate: 20, vatRateTakeaway: 20 }),
  line('b', 'Sandwich', 450, 1, { vatRate: 20, vatRateTakeaway: 0 }),
  line('c', 'Water', 120, 1, { vatRate: null, vatRateTakeaway: null }),
  line('d', 'Cake', 300, 1, { vatRate: 12.5, vatRateTakeaway: 5 }),
];
const COMP: LocalAdjustment = {
  printedLabel: 'On the house (100% off)',
  amount: -450,
  lineIndex: 2,
  reasonCode: 'comp',
};
const STAFF: LocalAdjustment = {
  printedLabel: 'Staff (10% off)',
  amount: -112,
  lineIndex: null,
  reasonCode: 'staff',
};
const SERVICE: LocalAdjustment = {
  printedLabel: 'Optional service charge (12.5%)',
  amount: 126,
  lineIndex: null,
  reasonCode: 'service_charge',
};

const sale = (
  deliverTo: DeliverTo,
  adjustments: LocalAdjustment[],
  {
    isVatRegistered = true,
    lines = LINES,
  }: { isVatRegistered?: boolean; lines?: LocalOrderLine[] } = {},
) =>
  buildLocalOrder({
    id: 'sale-1',
    deviceTicket: 'T2-0007',
    merchantName: 'Corner Café',
    body: { deliverTo, orderItems: [], priceAdjustments: [] },
    lines,
    itemsTotal: 1570,
    adjustments,
    deliveryCharge: 0,
    total: 1570 + adjustments.reduce((sum, each) => sum + each.amount, 0),
    soldAt: '2026-11-27T10:00:00.000Z',
    isVatRegistered,
  });

/** The receipt's lines from the VAT table's heading to the rule under it. */
const vatTable = (printString: string): string[] => {
  const lines = printString.split('\n');
  const start = lines.findIndex((text) => text.startsWith('Rate'));
  if (start === -1) return [];
  const end = lines.findIndex((text, index) => index > start && text.startsWith('---'));
  return lines.slice(start, end).map((text) => text.split(/\s+/).join(' '));
};

describe('the VAT table of a receipt only the till has', () => {
  it('eaten in: each line at its eat-in rate, a comp off its own rate, the service charge outside VAT', () => {
    const order = sale('table_service', [COMP, STAFF, SERVICE]);
    expect(order.totalCost).toBe(1134);
    // The server: 12.5% £2.40 £0.30 £2.70, 20% £5.25 £1.05 £6.30.
    expect(order.vatBreakdown).toEqual([
      { rate: 12.5, gross: 270, net: 240, vat: 30 },
      { rate: 20, gross: 630, net: 525, vat: 105 },
    ]);
    expect(vatTable(order.printString)).toEqual([
      'Rate Net VAT Gross',
      '12.5% £2.40 £0.30 £2.70',
      '20% £5.25 £1.05 £6.30',
    ]);
    expect(order.orderItems.map((item) => item.vatRate)).toEqual([20, 20, 20, null, 12.5]);
    // Under the total, above the payment, within the till's 32 columns.
    expect(order.printString).toMatch(/TOTAL\s+£11\.34\n-+\nRate/);
    expect(order.printString.split('\n').every((text) => text.length <= 32)).toBe(true);
  });

  it('taken away: the takeaway rates, a 0% line the comp took to nothing kept as the server keeps it', () => {
    const order = sale('in_store', [COMP, STAFF]);
    // The server: 0% £0.00 £0.00 £0.00, 5% £2.57 £0.13 £2.70, 20% £5.25 £1.05 £6.30.
    expect(order.vatBreakdown).toEqual([
      { rate: 0, gross: 0, net: 0, vat: 0 },
      { rate: 5, gross: 270, net: 257, vat: 13 },
      { rate: 20, gross: 630, net: 525, vat: 105 },
    ]);
    expect(vatTable(order.printString)).toEqual([
      'Rate Net VAT Gross',
      '0% £0.00 £0.00 £0.00',
      '5% £2.57 £0.13 £2.70',
      '20% £5.25 £1.05 £6.30',
    ]);
  });

  it('stays on the receipt once the till takes the payment', () => {
    const paid = withLocalPayment(
      sale('in_store', [STAFF]),
      { type: 'cash', amount: 2000 },
      '2026-11-27T10:01:00.000Z',
      'Corner Café',
    );
    expect(vatTable(paid.printString)[0]).toBe('Rate Net VAT Gross');
    expect(paid.printString).toMatch(/Change\s+£5\.42/);
  });

  it('is left out where the merchant charges no VAT, or a line does not say its rates', () => {
    expect(sale('in_store', [], { isVatRegistered: false }).vatBreakdown).toEqual([]);
    const kept = sale('in_store', [], {
      lines: [line('a', 'Latte', 350, 2), ...LINES.slice(1)],
    });
    expect(kept.vatBreakdown).toEqual([]);
    expect(kept.printString).not.toMatch(/^Rate/m);
  });

  it('of an order the server made, paid while it was away, is the server’s own', () => {
    const online = asLocalOrder(
      makeOrder({
        orderPayment: null,
        totalCost: 350,
        vatBreakdown: [{ rate: 20, gross: 350, net: 292, vat: 58 }],
      }),
    );
    const paid = withLocalPayment(
      online,
      { type: 'cash', amount: online.totalCost },
      '2026-11-27T10:01:00.000Z',
      'Corner Café',
    );
    expect(vatTable(paid.printString)).toEqual(['Rate Net VAT Gross', '20% £2.92 £0.58 £3.50']);
  });
});
