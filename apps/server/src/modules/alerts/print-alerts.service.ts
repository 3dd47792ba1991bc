import { and, desc, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { alerts } from '@/db/schema/index.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import { insertAlerts } from './insert-alerts.js';

/**
 * A `print_failed` alert (issue 17): a printer has kept a job waiting, or a job did not
 * print. `causeKey` makes it once per cause however often the dispatcher sees it.
 */
export const raisePrintAlert = async (
  db: Db,
  alert: { clientId: string; text: string; causeKey: string; at: Date },
): Promise<boolean> =>
  (await insertAlerts(db, [
    {
      clientId: alert.clientId,
      type: 'print_failed',
      text: alert.text,
      startAt: alert.at,
      causeKey: alert.causeKey,
    },
  ])) > 0;

/**
 * A job that does not print within this long of the last one its printer's alert counted
 * is counted in it too: one alert for an outage's backlog, not one per ticket.
 */
export const PRINTER_ALERT_WINDOW_MS = 15 * 60_000;

/**
 * How many jobs the alert counts, read from its text: "3 jobs ..." once it counts more
 * than one, the first job's own wording (which never starts with a number) before.
 */
const jobsCounted = sql`coalesce((regexp_match(${alerts.text}, '^([0-9]+) jobs '))[1]::integer, 1)`;

/**
 * Counts one more job in the printer's alert, if it has one staff have not seen, raised
 * or counted into within the window: its text becomes "<n> jobs <rest>" and it moves to
 * `at`. Answers false when there is none, for the caller to raise a new one.
 *
 * Every alert of the printer has a cause key starting `causePrefix`. The alert is found
 * and locked in the statement that counts into it, so two processes failing the printer's
 * jobs at once take turns and neither count is lost; at worst, when neither finds an
 * alert, each raises one. The live event tells the till and the Alerts screen to read
 * the new count, as a new alert would.
 */
export const countIntoPrinterAlert = async (
  db: Db,
  alert: { clientId: string; causePrefix: string; rest: string; at: Date },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const open = tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(
        and(
          eq(alerts.clientId, alert.clientId),
          eq(alerts.type, 'print_failed'),
          // Seen is staff having read it: a later failure is news again.
          eq(alerts.seen, false),
          like(alerts.causeKey, `${alert.causePrefix}%`),
          gte(alerts.startAt, new Date(alert.at.getTime() - PRINTER_ALERT_WINDOW_MS)),
        ),
      )
      .orderBy(desc(alerts.startAt), desc(alerts.id))
      .limit(1)
      .for('update');
    const counted = await tx
      .update(alerts)
      .set({
        text: sql`(${jobsCounted} + 1)::text || ' jobs ' || ${alert.rest}`,
        startAt: alert.at,
      })
      .where(and(eq(alerts.clientId, alert.clientId), inArray(alerts.id, open)))
      .returning({ id: alerts.id });
    if (counted.length === 0) return false;
    await recordEvent(tx, { clientId: alert.clientId, type: 'alert.raised' });
    return true;
  });
