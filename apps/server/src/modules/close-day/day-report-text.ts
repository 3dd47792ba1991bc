import { formatPence } from '@opentill/contract/money';
import type { Counted, DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import { centre, leftRight, rule } from '@/modules/orders/receipt-layout.js';
import { receiptTime } from '@/modules/orders/receipt-text.js';
import { vatTableLines } from '@/modules/orders/receipt-vat.js';

// An X or Z report as 42-column text: what the till prints and the email carries, in
// the receipt's own layout so one printer setting serves both.

export type ReportHeading = {
  businessName: string;
  timeZone: string;
  /** 'X REPORT' or 'Z REPORT 12'. */
  title: string;
  businessDate: string | null;
  grandTotal: number | null;
  printedAt: Date;
  by: string | null;
};

const TENDER_NAMES = { cash: 'Cash', card: 'Card', other: 'Other' } as const;

const countedLine = (label: string, figure: Counted) =>
  leftRight(`${label} (${figure.count})`, formatPence(figure.total));

const when = (iso: string, timeZone: string) => receiptTime(new Date(iso), timeZone);

const drawerLines = (figures: DayFigures, timeZone: string): string[] =>
  figures.drawers.length === 0
    ? []
    : [
        'DRAWERS',
        ...figures.drawers.flatMap((drawer) => [
          ...leftRight(drawer.deviceName, drawer.closedAt ? 'Cashed up' : 'Open'),
          ...leftRight('  Opened', when(drawer.openedAt, timeZone)),
          ...(drawer.closedAt ? leftRight('  Cashed up', when(drawer.closedAt, timeZone)) : []),
          ...leftRight('  Float', formatPence(drawer.float)),
          ...leftRight('  Expected', formatPence(drawer.expected)),
          ...(drawer.counted === null ? [] : leftRight('  Counted', formatPence(drawer.counted))),
          ...(drawer.variance === null
            ? []
            : leftRight('  Variance', formatPence(drawer.variance))),
          ...(drawer.varianceReason ? leftRight('  Reason', drawer.varianceReason) : []),
          ...(drawer.approvedBy ? leftRight('  Approved by', drawer.approvedBy) : []),
        ]),
        rule(),
      ];

/** The report, line by line as it prints. */
export const renderDayReport = (figures: DayFigures, heading: ReportHeading): string => {
  const { timeZone } = heading;
  return [
    ...centre(heading.title),
    ...centre(heading.businessName),
    ...(heading.businessDate ? leftRight('Business day', heading.businessDate) : []),
    ...leftRight('From', when(figures.from, timeZone)),
    ...leftRight('To', when(figures.to, timeZone)),
    ...leftRight('Till', figures.deviceName ?? 'All tills'),
    rule(),
    ...leftRight('Transactions', String(figures.transactionCount)),
    ...leftRight('Gross sales', formatPence(figures.gross)),
    ...leftRight('Net sales', formatPence(figures.net)),
    ...leftRight('VAT', formatPence(figures.vat)),
    rule(),
    ...(figures.vatRates.length === 0 ? [] : [...vatTableLines(figures.vatRates), rule()]),
    ...(figures.vatRates.length === 0 ? [] : leftRight('No VAT', formatPence(figures.noVat))),
    'SALES BY CATEGORY',
    ...(figures.categories.length === 0
      ? ['No sales']
      : figures.categories.flatMap((category) =>
          leftRight(`${category.name} (${category.units})`, formatPence(category.total)),
        )),
    ...(figures.deliveryCharges.count === 0
      ? []
      : countedLine('Delivery charges', figures.deliveryCharges)),
    rule(),
    'TENDERS',
    ...figures.tenders.flatMap((tender) => countedLine(TENDER_NAMES[tender.tender], tender)),
    rule(),
    ...countedLine('Refunds', figures.refunds),
    ...countedLine('Voids', figures.voids),
    ...countedLine('Discounts', figures.discounts),
    ...countedLine('Comps', figures.comps),
    ...(figures.serviceCharges && figures.serviceCharges.count > 0
      ? countedLine('Service charges', figures.serviceCharges)
      : []),
    ...countedLine('Pay-ins', figures.payIns),
    ...countedLine('Pay-outs', figures.payOuts),
    ...leftRight('No sales', String(figures.noSales)),
    ...(figures.tips === undefined ? [] : countedLine('Tips', figures.tips)),
    ...(figures.cashTips ? leftRight('  of them cash', formatPence(figures.cashTips)) : []),
    ...(figures.expectedCash === null
      ? []
      : leftRight('Expected cash', formatPence(figures.expectedCash))),
    rule(),
    ...leftRight('Net takings', formatPence(figures.netTakings)),
    ...(heading.grandTotal === null
      ? []
      : leftRight('Grand total', formatPence(heading.grandTotal))),
    rule(),
    ...drawerLines(figures, timeZone),
    ...leftRight('Printed', receiptTime(heading.printedAt, timeZone)),
    ...(heading.by ? leftRight('By', heading.by) : []),
  ].join('\n');
};
