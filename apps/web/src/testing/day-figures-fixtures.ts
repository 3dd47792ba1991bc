import type {
  DayFigures,
  ZReport,
  ZReportSummary,
} from '@opentill/contract/reports/day-figures.schemas';

// Corner Café's day so far (issue 16): 17 paid orders, £199.00 by card and cash, one
// refund, Till 2 opened with £100.00 and cashed up £10.00 short with Sam's approval.

export const makeDayFigures = (overrides: Partial<DayFigures> = {}): DayFigures => ({
  from: '2026-11-26T08:00:00Z',
  to: '2026-11-26T14:05:00Z',
  deviceId: null,
  deviceName: null,
  transactionCount: 17,
  gross: 19900,
  net: 16733,
  vat: 3167,
  vatRates: [
    { rate: 20, net: 15833, vat: 3167, gross: 19000 },
    { rate: 0, net: 900, vat: 0, gross: 900 },
  ],
  noVat: 0,
  deliveryCharges: { count: 0, total: 0 },
  categories: [
    { name: 'Hot Drinks', units: 25, total: 8000 },
    { name: 'Food', units: 12, total: 11900 },
  ],
  tenders: [
    { tender: 'card', count: 12, total: 15670 },
    { tender: 'cash', count: 5, total: 4230 },
  ],
  refunds: { count: 1, total: 320 },
  voids: { count: 2, total: 640 },
  discounts: { count: 3, total: 150 },
  comps: { count: 1, total: 220 },
  payIns: { count: 1, total: 2000 },
  payOuts: { count: 1, total: 1000 },
  noSales: 2,
  expectedCash: 15230,
  netTakings: 19580,
  drawers: [
    {
      sessionId: 'drawer-1',
      deviceId: 'till-2',
      deviceName: 'Till 2',
      openedAt: '2026-11-26T08:00:00Z',
      closedAt: '2026-11-26T13:55:00Z',
      float: 10000,
      expected: 15230,
      counted: 14230,
      variance: -1000,
      varianceReason: '£10 note given as change',
      approvedBy: 'Sam',
    },
  ],
  ...overrides,
});

/** A quiet morning: nothing since the last Z. */
export const emptyDayFigures = (): DayFigures =>
  makeDayFigures({
    transactionCount: 0,
    gross: 0,
    net: 0,
    vat: 0,
    vatRates: [],
    noVat: 0,
    deliveryCharges: { count: 0, total: 0 },
    categories: [],
    tenders: [],
    refunds: { count: 0, total: 0 },
    voids: { count: 0, total: 0 },
    discounts: { count: 0, total: 0 },
    comps: { count: 0, total: 0 },
    payIns: { count: 0, total: 0 },
    payOuts: { count: 0, total: 0 },
    noSales: 0,
    expectedCash: null,
    netTakings: 0,
    drawers: [],
  });

export const makeZReport = (overrides: Partial<ZReport> = {}): ZReport => ({
  id: 'z-3',
  zNumber: 3,
  businessDate: '2026-11-26',
  netTakings: 19580,
  grandTotal: 1234500,
  createdAt: '2026-11-26T22:10:00Z',
  createdBy: 'Sam Baker',
  approvedBy: null,
  journalSeq: 42,
  journalHash: 'a'.repeat(64),
  figures: makeDayFigures(),
  text: 'Corner Cafe\nZ REPORT 3\nNET TAKINGS                         £195.80',
  ...overrides,
});

export const summaryOf = ({ figures: _figures, text: _text, ...z }: ZReport): ZReportSummary => z;
