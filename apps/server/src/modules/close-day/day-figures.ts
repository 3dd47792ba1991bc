import type {
  Counted,
  DayFigures,
  DrawerFigure,
  Tender,
} from '@opentill/contract/reports/day-figures.schemas';
import { toZonedIso } from '@opentill/contract/time/zoned-format';
import { orderVat, type VatLine } from '@opentill/contract/orders/vat';
import { isOutsideVat, isServiceCharge } from '@opentill/contract/orders/service-charge';
import type { Db } from '@/db/client.js';
import { expectedCash } from '@/modules/drawer/drawer-z.service.js';
import type { DaySelector } from './day-selector.js';
import {
  readAdjustments,
  readDeliveryCharges,
  readLines,
  readMovements,
  readRefunds,
  readSessions,
  readTenders,
  readVoids,
  type AdjustmentRow,
  type LineRow,
  type SessionRow,
} from './day-rows.sql.js';

export type FiguresScope = {
  client: { id: string; timeZone: string; vatRegistered: boolean; cashDrawer: boolean };
  selector: DaySelector;
  /** The period the report names; voids (never marked) are placed by it. */
  period: { from: Date; to: Date };
  device: { id: string; name: string } | null;
};

const UNCATEGORISED = 'Uncategorised';

// Map.groupBy is Node 21+; OpenTill runs on Node 20.
const groupBy = <T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
};

const tenderOf = (payType: string | null): Tender =>
  payType === 'cash' ? 'cash' : payType === 'pax_device' ? 'card' : 'other';

/** VAT per rate over the orders, each order worked out as its receipt is (orderVat). */
const vatOfOrders = (
  lines: LineRow[],
  adjustments: AdjustmentRow[],
  registered: boolean,
): VatLine[] => {
  const linesByOrder = groupBy(lines, (line) => line.orderId);
  const adjustmentsByOrder = groupBy(adjustments, (adjustment) => adjustment.orderId);
  const byRate = new Map<number, VatLine>();
  for (const [orderId, orderLines] of linesByOrder) {
    const items = orderLines.map((line) => ({
      id: line.id,
      cost: line.cost,
      vatRateBasisPoints: line.vatBasisPoints,
    }));
    const adjustments = (adjustmentsByOrder.get(orderId) ?? []).map((adjustment) => ({
      ...adjustment,
      outsideVat: isOutsideVat(adjustment.reasonCode),
    }));
    for (const line of orderVat(items, adjustments, registered)) {
      const sum = byRate.get(line.rate) ?? { rate: line.rate, net: 0, vat: 0, gross: 0 };
      byRate.set(line.rate, {
        rate: line.rate,
        net: sum.net + line.net,
        vat: sum.vat + line.vat,
        gross: sum.gross + line.gross,
      });
    }
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
};

const categoriesOf = (lines: LineRow[]) =>
  [...groupBy(lines, (line) => line.category || UNCATEGORISED)]
    .map(([name, rows]) => ({
      name,
      units: rows.length,
      total: rows.reduce((sum, row) => sum + row.cost, 0),
    }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));

const drawerFigure = async (
  db: Db,
  clientId: string,
  timeZone: string,
  row: SessionRow,
): Promise<DrawerFigure> => ({
  sessionId: row.id,
  deviceId: row.deviceId,
  deviceName: row.deviceName,
  openedAt: toZonedIso(new Date(row.openedAt), timeZone),
  closedAt: row.closedAt === null ? null : toZonedIso(new Date(row.closedAt), timeZone),
  float: row.float,
  // An open drawer's figure is what it should hold now; a cashed-up one's was frozen then.
  expected:
    row.expected ?? (await expectedCash(db, clientId, { id: row.id, floatPence: row.float })),
  counted: row.closedAt === null ? null : row.counted,
  variance: row.closedAt === null ? null : row.variance,
  varianceReason: row.varianceReason,
  approvedBy: row.approvedBy,
});

const counted = (count: number, total: number): Counted => ({ count, total });

/** The figures of an X or a Z: every one from the rows its selector names. */
export const dayFigures = async (db: Db, scope: FiguresScope): Promise<DayFigures> => {
  const { client, selector } = scope;
  // One after the other: a Z reads these inside its transaction, whose one connection
  // takes a statement at a time (node-postgres deprecates queueing them).
  const tenders = await readTenders(db, selector);
  const lines = await readLines(db, selector);
  const adjustments = await readAdjustments(db, selector);
  const delivery = await readDeliveryCharges(db, selector);
  const refunds = await readRefunds(db, selector);
  const voids = await readVoids(db, selector);
  const sessions = await readSessions(db, selector);
  const movements = await readMovements(db, selector);
  const gross = tenders.reduce((sum, row) => sum + row.total, 0);
  const vatRates = vatOfOrders(lines, adjustments, client.vatRegistered);
  const discounts = adjustments.filter((row) => row.amount < 0);
  const serviceCharges = adjustments.filter(
    (row) => isServiceCharge(row.reasonCode) && row.amount !== 0,
  );
  const vat = vatRates.reduce((sum, line) => sum + line.vat, 0);
  const comps = discounts.filter((row) => row.percentOff === 100);
  const others = discounts.filter((row) => row.percentOff !== 100);
  const movement = (kind: string) => movements.find((row) => row.kind === kind);
  const drawers: DrawerFigure[] = [];
  for (const row of sessions) drawers.push(await drawerFigure(db, client.id, client.timeZone, row));
  return {
    from: toZonedIso(scope.period.from, client.timeZone),
    to: toZonedIso(scope.period.to, client.timeZone),
    deviceId: scope.device?.id ?? null,
    deviceName: scope.device?.name ?? null,
    transactionCount: tenders.reduce((sum, row) => sum + row.count, 0),
    gross,
    net: gross - vat,
    vat,
    vatRates,
    noVat: gross - vatRates.reduce((sum, line) => sum + line.gross, 0),
    deliveryCharges: counted(delivery.count, delivery.total),
    categories: categoriesOf(lines),
    tenders: (['cash', 'card', 'other'] as const).map((tender) => {
      const rows = tenders.filter((row) => tenderOf(row.payType) === tender);
      return {
        tender,
        count: rows.reduce((sum, row) => sum + row.count, 0),
        total: rows.reduce((sum, row) => sum + row.total, 0),
      };
    }),
    refunds: counted(refunds.count, refunds.total),
    voids: counted(voids.count, voids.total),
    discounts: counted(
      others.length,
      others.reduce((sum, row) => sum - row.amount, 0),
    ),
    comps: counted(
      comps.length,
      comps.reduce((sum, row) => sum - row.amount, 0),
    ),
    payIns: counted(movement('pay_in')?.count ?? 0, movement('pay_in')?.total ?? 0),
    payOuts: counted(movement('pay_out')?.count ?? 0, movement('pay_out')?.total ?? 0),
    noSales: movement('no_sale')?.count ?? 0,
    tips: counted(
      tenders.reduce((sum, row) => sum + row.tipCount, 0),
      tenders.reduce((sum, row) => sum + row.tips, 0),
    ),
    serviceCharges: counted(
      serviceCharges.length,
      serviceCharges.reduce((sum, row) => sum + row.amount, 0),
    ),
    cashTips: tenders.reduce((sum, row) => sum + (row.payType === 'cash' ? row.tips : 0), 0),
    expectedCash:
      drawers.length === 0 && !client.cashDrawer
        ? null
        : drawers.reduce((sum, drawer) => sum + drawer.expected, 0),
    netTakings: gross - refunds.total,
    drawers,
  };
};
