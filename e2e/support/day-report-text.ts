import { expect } from '@playwright/test';
import { pounds } from './reports.js';

// The printed X or Z, checked figure by figure against the figures it was printed from:
// each figure's line must be in the 42-column text with its label at the left and its
// value right-aligned, as the till's printer would put it on paper.

type Counted = { count: number; total: number };
export type PrintedFigures = {
  transaction_count: number;
  gross: number;
  net: number;
  vat: number;
  vat_rates: { rate: number; net: number; vat: number; gross: number }[];
  categories: { name: string; units: number; total: number }[];
  tenders: ({ tender: string } & Counted)[];
  refunds: Counted;
  voids: Counted;
  discounts: Counted;
  comps: Counted;
  pay_ins: Counted;
  pay_outs: Counted;
  no_sales: number;
  expected_cash: number | null;
  net_takings: number;
};

const TENDER_NAMES: Record<string, string> = { cash: 'Cash', card: 'Card', other: 'Other' };

/** `label` then spaces then `value`, the whole line 42 columns wide. */
const line = (label: string, value: string) => {
  const gap = 42 - Array.from(label).length - Array.from(value).length;
  return `${label}${' '.repeat(Math.max(1, gap))}${value}`;
};

export const expectPrintedFigures = (
  text: string,
  figures: PrintedFigures,
  grandTotal: number | null,
) => {
  const lines = text.split('\n');
  const has = (expected: string) =>
    expect(lines, `the printed line "${expected}"`).toContain(expected);
  for (const printed of lines) expect(Array.from(printed).length).toBeLessThanOrEqual(42);
  has(line('Transactions', String(figures.transaction_count)));
  has(line('Gross sales', pounds(figures.gross)));
  has(line('Net sales', pounds(figures.net)));
  has(line('VAT', pounds(figures.vat)));
  for (const rate of figures.vat_rates)
    expect(lines.some((l) => l.startsWith(`${rate.rate}%`) && l.endsWith(pounds(rate.gross)))).toBe(
      true,
    );
  for (const category of figures.categories)
    has(line(`${category.name} (${category.units})`, pounds(category.total)));
  for (const tender of figures.tenders)
    has(
      line(
        `${TENDER_NAMES[tender.tender] ?? tender.tender} (${tender.count})`,
        pounds(tender.total),
      ),
    );
  has(line(`Refunds (${figures.refunds.count})`, pounds(figures.refunds.total)));
  has(line(`Voids (${figures.voids.count})`, pounds(figures.voids.total)));
  has(line(`Discounts (${figures.discounts.count})`, pounds(figures.discounts.total)));
  has(line(`Comps (${figures.comps.count})`, pounds(figures.comps.total)));
  has(line(`Pay-ins (${figures.pay_ins.count})`, pounds(figures.pay_ins.total)));
  has(line(`Pay-outs (${figures.pay_outs.count})`, pounds(figures.pay_outs.total)));
  has(line('No sales', String(figures.no_sales)));
  if (figures.expected_cash !== null) has(line('Expected cash', pounds(figures.expected_cash)));
  has(line('Net takings', pounds(figures.net_takings)));
  if (grandTotal !== null) has(line('Grand total', pounds(grandTotal)));
};
