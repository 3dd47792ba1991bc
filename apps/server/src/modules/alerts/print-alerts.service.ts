import type { Db } from '@/db/client.js';
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
