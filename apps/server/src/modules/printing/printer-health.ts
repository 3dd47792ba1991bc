import { and, eq } from 'drizzle-orm';
import { parsePrinterAddress } from '@opentill/contract/printing/printers.schemas';
import type { Db } from '@/db/client.js';
import { printers } from '@/db/schema/index.js';
import {
  checkPrinter,
  PRINTER_TIMEOUTS,
  probeProcessId,
  type PrinterTimeouts,
} from './printer-connection.js';
import { recordHealth, wakeWaitingJobs } from './print-job-rows.js';

/** Kept only while the address it was asked at is still the printer's. */
const recordProcessId = async (
  db: Db,
  row: { clientId: string; id: string; address: string },
  answers: boolean | null,
): Promise<void> => {
  if (answers === null) return;
  await db
    .update(printers)
    .set({ answersProcessId: answers })
    .where(
      and(
        eq(printers.clientId, row.clientId),
        eq(printers.id, row.id),
        eq(printers.address, row.address),
      ),
    );
};

/** Printers asked at once, so a shop full of switched-off printers is asked in a few seconds. */
const AT_ONCE = 16;

/**
 * Asks every network printer its status (DLE EOT) and keeps the answer for Settings →
 * Printers' badge; a printer not asked yet is also asked whether it answers GS ( H, which
 * decides how its jobs are confirmed (printer-connection). A device's printers are the
 * device's to report.
 */
export const checkPrintersHealth = async (
  db: Db,
  now: Date,
  timeouts: PrinterTimeouts = PRINTER_TIMEOUTS,
): Promise<number> => {
  const rows = await db
    .select({
      clientId: printers.clientId,
      id: printers.id,
      address: printers.address,
      health: printers.health,
      answersProcessId: printers.answersProcessId,
    })
    .from(printers)
    .where(eq(printers.connection, 'network'));
  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const address = parsePrinterAddress(row.address);
      const health = address ? await checkPrinter(address.host, address.port, timeouts) : 'offline';
      await recordHealth(db, row, health, now);
      // Asked once per address: sending GS ( H again and again could print on a clone.
      if (address && health === 'online' && row.answersProcessId === null)
        await recordProcessId(db, row, await probeProcessId(address.host, address.port, timeouts));
      // Back on: what waited for it prints now, not at its next back-off.
      if (health === 'online' && row.health !== 'online') await wakeWaitingJobs(db, row, now);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, rows.length) }, worker));
  return rows.length;
};
