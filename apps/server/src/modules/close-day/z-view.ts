import { and, count, desc, eq } from 'drizzle-orm';
import type { ZReport, ZReportList } from '@opentill/contract/reports/day-figures.schemas';
import { toZonedIso } from '@opentill/contract/time/zoned-format';
import type { Db } from '@/db/client.js';
import { cashiers, users, zReports } from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { renderDayReport } from './day-report-text.js';
import type { ZRow } from './day-window.js';

export type ReportClient = Pick<
  ClientRow,
  'id' | 'name' | 'timeZone' | 'vatRegistered' | 'cashDrawer'
>;

/** Who did it, by the name the till shows: the cashier, else the employee. */
export const actorName = async (
  db: Db,
  clientId: string,
  who: { cashierId: string | null; userId: string | null },
): Promise<string | null> => {
  if (who.cashierId) {
    const [row] = await db
      .select({ name: cashiers.username })
      .from(cashiers)
      .where(and(eq(cashiers.clientId, clientId), eq(cashiers.id, who.cashierId)));
    if (row) return row.name;
  }
  if (!who.userId) return null;
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, who.userId));
  return row ? `${row.first} ${row.last}`.trim() || row.email : null;
};

const summaryOf = async (db: Db, client: ReportClient, row: ZRow) => ({
  id: row.id,
  zNumber: row.zNumber,
  businessDate: row.businessDate,
  grandTotal: row.grandTotalPence,
  netTakings: row.netTakingsPence,
  createdAt: toZonedIso(row.createdAt, client.timeZone),
  createdBy:
    (await actorName(db, client.id, {
      cashierId: row.createdByCashierId,
      userId: row.createdByUserId,
    })) ?? '',
  approvedBy: row.approvedByCashierId
    ? await actorName(db, client.id, { cashierId: row.approvedByCashierId, userId: null })
    : null,
  journalSeq: row.journalSeq,
  journalHash: row.journalHash,
});

/** A Z as it was closed, with its text as it prints. */
export const viewZ = async (db: Db, client: ReportClient, id: string): Promise<ZReport | null> => {
  const [row] = await db
    .select()
    .from(zReports)
    .where(and(eq(zReports.clientId, client.id), eq(zReports.id, id)));
  if (!row) return null;
  const summary = await summaryOf(db, client, row);
  return {
    ...summary,
    figures: row.figures,
    text: renderDayReport(row.figures, {
      businessName: client.name,
      timeZone: client.timeZone,
      title: `Z REPORT ${row.zNumber}`,
      businessDate: row.businessDate,
      grandTotal: row.grandTotalPence,
      printedAt: row.createdAt,
      by: summary.createdBy || null,
    }),
  };
};

/** Past Z reports, newest first. */
export const listZ = async (
  db: Db,
  client: ReportClient,
  paging: { page: number; limit: number },
): Promise<ZReportList> => {
  const where = eq(zReports.clientId, client.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(zReports)
      .where(where)
      .orderBy(desc(zReports.zNumber))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(zReports).where(where),
  ]);
  const results = [];
  for (const row of rows) results.push(await summaryOf(db, client, row));
  return { count: total?.n ?? 0, results };
};
