import { eq } from 'drizzle-orm';
import { parsePrinterAddress } from '@opentill/contract/printing/printers.schemas';
import type { Db } from '@/db/client.js';
import { printers } from '@/db/schema/index.js';
import { checkPrinter, PRINTER_TIMEOUTS, type PrinterTimeouts } from './printer-connection.js';
import { recordHealth, wakeWaitingJobs } from './print-job-rows.js';

/** Printers asked at once, so a shop full of switched-off printers is asked in a few seconds. */
const AT_ONCE = 16;

/**
 * Asks every network printer its status (DLE EOT) and keeps the answer for Settings →
 * Printers' badge. A device's printers are the device's to report.
 */
export const checkPrintersHealth = async (
  db: Db,
  now: Date,
  timeouts: PrinterTimeouts = PRINTER_TIMEOUTS,
): Promise<number> => {
  const rows = await db
    .select({ id: printers.id, address: printers.address, health: printers.health })
    .from(printers)
    .where(eq(printers.connection, 'network'));
  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const address = parsePrinterAddress(row.address);
      const health = address ? await checkPrinter(address.host, address.port, timeouts) : 'offline';
      await recordHealth(db, row.id, health, now);
      // Back on: what waited for it prints now, not at its next back-off.
      if (health === 'online' && row.health !== 'online') await wakeWaitingJobs(db, row.id, now);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, rows.length) }, worker));
  return rows.length;
};
