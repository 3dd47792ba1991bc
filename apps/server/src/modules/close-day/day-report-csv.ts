import { csvFile, csvPounds, type CsvCell } from '@opentill/contract/csv/csv-text';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';

// An X or Z report as CSV: one figure a row (section, item, count, amount), so a
// spreadsheet can total any column and a reader finds a figure by its name.

export const DAY_REPORT_CSV_HEADER = ['Section', 'Item', 'Count', 'Amount'] as const;

type Heading = { title: string; businessDate: string | null; grandTotal: number | null };

const money = (section: string, item: string, count: number | '', pence: number): CsvCell[] => [
  section,
  item,
  count,
  csvPounds(pence),
];

export const dayReportCsv = (figures: DayFigures, heading: Heading): string =>
  csvFile(DAY_REPORT_CSV_HEADER, [
    ['Report', heading.title, '', ''],
    ...(heading.businessDate ? [['Report', 'Business day', '', heading.businessDate]] : []),
    ['Report', 'From', '', figures.from],
    ['Report', 'To', '', figures.to],
    ['Report', 'Till', '', figures.deviceName ?? 'All tills'],
    money('Sales', 'Gross sales', figures.transactionCount, figures.gross),
    money('Sales', 'Net sales', '', figures.net),
    money('Sales', 'VAT', '', figures.vat),
    ...figures.vatRates.flatMap((line) => [
      money('VAT', `${line.rate}% net`, '', line.net),
      money('VAT', `${line.rate}% VAT`, '', line.vat),
      money('VAT', `${line.rate}% gross`, '', line.gross),
    ]),
    money('VAT', 'No VAT', '', figures.noVat),
    ...figures.categories.map((c) => money('Category', c.name, c.units, c.total)),
    money(
      'Category',
      'Delivery charges',
      figures.deliveryCharges.count,
      figures.deliveryCharges.total,
    ),
    ...figures.tenders.map((t) => money('Tender', t.tender, t.count, t.total)),
    money('Refunds', 'Refunds', figures.refunds.count, figures.refunds.total),
    money('Voids', 'Voids', figures.voids.count, figures.voids.total),
    money('Discounts', 'Discounts', figures.discounts.count, figures.discounts.total),
    money('Discounts', 'Comps', figures.comps.count, figures.comps.total),
    ...(figures.serviceCharges === undefined
      ? []
      : [
          money(
            'Service charges',
            'Service charges',
            figures.serviceCharges.count,
            figures.serviceCharges.total,
          ),
        ]),
    money('Drawer', 'Pay-ins', figures.payIns.count, figures.payIns.total),
    money('Drawer', 'Pay-outs', figures.payOuts.count, figures.payOuts.total),
    ['Drawer', 'No sales', figures.noSales, ''],
    ...(figures.tips === undefined
      ? []
      : [
          money('Tips', 'Tips', figures.tips.count, figures.tips.total),
          money('Tips', 'Cash tips', '', figures.cashTips ?? 0),
        ]),
    ...(figures.expectedCash === null
      ? []
      : [money('Drawer', 'Expected cash', '', figures.expectedCash)]),
    ...figures.drawers.flatMap((d) => [
      money('Drawer', `${d.deviceName} float`, '', d.float),
      money('Drawer', `${d.deviceName} expected`, '', d.expected),
      ...(d.counted === null ? [] : [money('Drawer', `${d.deviceName} counted`, '', d.counted)]),
      ...(d.variance === null ? [] : [money('Drawer', `${d.deviceName} variance`, '', d.variance)]),
    ]),
    money('Totals', 'Net takings', '', figures.netTakings),
    ...(heading.grandTotal === null
      ? []
      : [money('Totals', 'Grand total', '', heading.grandTotal)]),
  ]);
