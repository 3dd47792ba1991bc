import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { closeDayMessages as m } from '@opentill/contract/reports/close-day-messages';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import type {
  CloseDayInput,
  XReport,
  ZReport,
} from '@opentill/contract/reports/day-figures.schemas';
import type { Db } from '@/db/client.js';
import { drawerSessions, zReports } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { approverOf } from '@/modules/cashiers/manager-approval.service.js';
import { appendJournal } from '@/modules/journal/journal.service.js';
import { markDrawerForZ } from '@/modules/drawer/drawer-z.service.js';
import {
  markPaymentsForZ,
  findPartPaidOrder,
  markVoidsForZ,
} from '@/modules/orders/z-marks.service.js';
import { markRefundsForZ } from '@/modules/refunds/z-marks.service.js';
import { dayFigures, type FiguresScope } from './day-figures.js';
import { renderDayReport } from './day-report-text.js';
import { xWindow, zHistory, zWindow } from './day-window.js';
import { actorName, viewZ, type ReportClient } from './z-view.js';

export type DayActor = { cashierId: string | null; userId: string | null };

/** GET report/x/: the figures since the last Z, for one till or the whole business. */
export const xReport = async (
  db: Db,
  client: ReportClient,
  device: { id: string; name: string } | null,
  actor: DayActor,
  now: Date,
): Promise<XReport> => {
  const window = xWindow(await zHistory(db, client.id), client.timeZone, now);
  const scope: FiguresScope = {
    client,
    selector: {
      kind: 'open',
      clientId: client.id,
      start: window.start,
      to: now,
      deviceId: device?.id ?? null,
    },
    period: { from: window.from, to: now },
    device,
  };
  const figures = await dayFigures(db, scope);
  const text = renderDayReport(figures, {
    businessName: client.name,
    timeZone: client.timeZone,
    title: 'X REPORT',
    businessDate: null,
    grandTotal: null,
    printedAt: now,
    by: await actorName(db, client.id, actor),
  });
  return { figures, text };
};

/**
 * Who may close the day unasked: an employee signed in with no cashier on top (the
 * owner in the back office), or a cashier who is a manager. A cashier who is not one,
 * and the card terminal with nobody signed in on it, need a manager's PIN.
 */
const approve = async (db: Db, clientId: string, actor: DayActor, input: CloseDayInput) => {
  if (actor.cashierId === null && actor.userId !== null) return null;
  const approverId = await approverOf(
    db,
    clientId,
    actor.cashierId,
    input.managerId ? { managerId: input.managerId, pin: input.pin ?? '' } : null,
    () => AppError.field('manager_id', m.managerRequired),
  );
  // A manager closing the day themself is not an approval of someone else's close.
  return approverId === actor.cashierId ? null : approverId;
};

/**
 * POST report/z/: closes the business day. Under the merchant's Z lock it numbers the
 * Z one past the last, marks every payment, refund and cash-up of the period as its
 * own, freezes their figures and adds the day's net takings to the grand total, all in
 * one transaction: a Z is whole or not at all, and two at once cannot share a number.
 */
export const closeDay = async (
  db: Db,
  client: ReportClient,
  actor: DayActor,
  input: CloseDayInput,
  now: Date,
  seal?: SealAnswer,
): Promise<ZReport> => {
  const approverId = await approve(db, client.id, actor, input);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`z:${client.id}`}))`);
    const history = await zHistory(tx, client.id);
    // Read after the lock: a Z that waited for another must end after it, not before.
    const at = new Date(Math.max(now.getTime(), Date.now()));
    const window = zWindow(history, input.businessDate, client.timeZone, at);
    const [open] = await tx
      .select({ id: drawerSessions.id })
      .from(drawerSessions)
      .where(
        and(
          eq(drawerSessions.clientId, client.id),
          isNull(drawerSessions.closedAt),
          lt(drawerSessions.openedAt, window.to),
        ),
      )
      .limit(1);
    if (open) throw AppError.detail('conflict', m.drawerOpen);
    const partPaid = await findPartPaidOrder(tx, client.id);
    if (partPaid !== null) throw AppError.detail('conflict', sb.zPartPaid(partPaid));
    const [row] = await tx
      .insert(zReports)
      .values({
        clientId: client.id,
        zNumber: (history.last?.zNumber ?? 0) + 1,
        businessDate: window.businessDate,
        periodFrom: window.from,
        periodTo: window.to,
        netTakingsPence: 0,
        grandTotalPence: 0,
        figures: sql`'{}'::jsonb`,
        createdByCashierId: actor.cashierId,
        createdByUserId: actor.userId,
        approvedByCashierId: approverId,
      })
      .returning({ id: zReports.id });
    if (!row) throw new Error('The Z report was not written.');
    const marks = { clientId: client.id, zReportId: row.id, start: window.start, to: window.to };
    const marked =
      (await markPaymentsForZ(tx, marks)) +
      (await markRefundsForZ(tx, marks)) +
      (await markDrawerForZ(tx, marks)) +
      (await markVoidsForZ(tx, marks));
    const period = { from: window.from, to: window.to };
    if (marked === 0) throw AppError.detail('conflict', m.nothingToClose);
    const figures = await dayFigures(tx, {
      client,
      selector: { kind: 'z', clientId: client.id, zReportId: row.id },
      period,
      device: null,
    });
    const zNumber = (history.last?.zNumber ?? 0) + 1;
    const grandTotalPence = (history.last?.grandTotalPence ?? 0) + figures.netTakings;
    const journal = await appendJournal(tx, client.id, {
      kind: 'z_report',
      subjectId: row.id,
      payload: {
        zNumber,
        businessDate: window.businessDate,
        from: figures.from,
        to: figures.to,
        transactionCount: figures.transactionCount,
        grossPence: figures.gross,
        vatPence: figures.vat,
        refundsPence: figures.refunds.total,
        netTakingsPence: figures.netTakings,
        grandTotalPence,
        cashierId: actor.cashierId,
        userId: actor.userId,
        approvedByCashierId: approverId,
      },
    });
    await tx
      .update(zReports)
      .set({
        figures,
        netTakingsPence: figures.netTakings,
        grandTotalPence,
        journalSeq: journal.seq,
        journalHash: journal.hash,
      })
      .where(and(eq(zReports.clientId, client.id), eq(zReports.id, row.id)));
    const z = await viewZ(tx, client, row.id);
    if (!z) throw new Error('The Z report just written was not found.');
    await seal?.(tx, z);
    return z;
  });
};
