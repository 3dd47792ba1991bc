import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import {
  parsePrinterAddress,
  type Printer,
  type printerInputSchema,
} from '@opentill/contract/printing/printers.schemas';
import type { PrintersOnLoopback } from '@/config.js';
import type { Db } from '@/db/client.js';
import { devices, printJobs, printers, printStations, tillPrinting } from '@/db/schema/index.js';
import { isForeignKeyViolation } from '@/db/unique-violation.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { forgetPrinterJobPrints } from './forget-print-links.js';
import { isAllowedPrinterHost } from './printer-host-guard.js';
import { toPrinter } from './printer-views.js';

type PrinterValues = z.output<typeof printerInputSchema>;

export const listPrinters = async (db: Db, clientId: string): Promise<Printer[]> =>
  (
    await db
      .select()
      .from(printers)
      .where(eq(printers.clientId, clientId))
      .orderBy(asc(printers.createdAt), asc(printers.id))
  ).map(toPrinter);

/** The merchant's printer, or a 404 for anyone else's. */
export const findPrinter = async (db: Db, clientId: string, id: string) => {
  const [row] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.clientId, clientId), eq(printers.id, id)));
  if (!row) throw AppError.notFound(m.notYourPrinter);
  return row;
};

/** Every id is one of the merchant's printers, or a 400 on `field`. */
export const requirePrinters = async (
  db: Db,
  clientId: string,
  ids: Record<string, string | null>,
): Promise<void> => {
  const wanted = Object.values(ids).filter((id): id is string => id !== null);
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: printers.id })
    .from(printers)
    .where(and(eq(printers.clientId, clientId), inArray(printers.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  for (const [field, id] of Object.entries(ids))
    if (id !== null && !known.has(id)) throw AppError.field(field, m.notYourPrinter);
};

const requireServingDevice = async (db: Db, clientId: string, deviceId: string | null) => {
  if (deviceId === null) return;
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.clientId, clientId),
        eq(devices.id, deviceId),
        inArray(devices.kind, ['till', 'terminal']),
      ),
    );
  if (!device) throw AppError.field('device_id', m.notYourTill);
};

/**
 * The server connects to a network printer, so its address must not be the server itself
 * (SSRF through the badge); loopback only where PRINTERS_ON_LOOPBACK allows simulators.
 */
const requirePrinterAddress = (input: PrinterValues, onLoopback: PrintersOnLoopback) => {
  if (input.connection !== 'network') return;
  const host = parsePrinterAddress(input.address)?.host;
  if (host === undefined || isAllowedPrinterHost(host, onLoopback)) return;
  throw AppError.field('address', m.serverOwnAddress);
};

const columnsOf = (input: PrinterValues) => ({
  name: input.name,
  connection: input.connection,
  address: input.address,
  columns: input.columns,
  codePage: input.codePage,
  deviceId: input.connection === 'device' ? input.deviceId : null,
});

export const createPrinter = async (
  db: Db,
  clientId: string,
  input: PrinterValues,
  actor: AuditActor,
  onLoopback: PrintersOnLoopback,
): Promise<Printer> => {
  requirePrinterAddress(input, onLoopback);
  await requireServingDevice(db, clientId, input.connection === 'device' ? input.deviceId : null);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(printers)
      .values({ clientId, ...columnsOf(input) })
      .returning();
    if (!row) throw new Error('the printer was not written');
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'printing.printer_added',
      entity: 'printer',
      entityId: row.id,
      details: columnsOf(input),
    });
    return toPrinter(row);
  });
};

export const updatePrinter = async (
  db: Db,
  clientId: string,
  id: string,
  input: PrinterValues,
  actor: AuditActor,
  onLoopback: PrintersOnLoopback,
): Promise<Printer> => {
  await findPrinter(db, clientId, id);
  requirePrinterAddress(input, onLoopback);
  await requireServingDevice(db, clientId, input.connection === 'device' ? input.deviceId : null);
  return db.transaction(async (tx) => {
    // A new address or connection has not been checked yet: the badge says so until it is,
    // and the health check asks again whether it answers GS ( H.
    const [row] = await tx
      .update(printers)
      .set({ ...columnsOf(input), health: 'unknown', checkedAt: null, answersProcessId: null })
      .where(and(eq(printers.clientId, clientId), eq(printers.id, id)))
      .returning();
    if (!row) throw AppError.notFound(m.notYourPrinter);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'printing.printer_changed',
      entity: 'printer',
      entityId: id,
      details: columnsOf(input),
    });
    return toPrinter(row);
  });
};

/** Refused (409) while a station or a till prints on it; its finished jobs go with it. */
export const deletePrinter = async (
  db: Db,
  clientId: string,
  id: string,
  actor: AuditActor,
): Promise<void> => {
  const printer = await findPrinter(db, clientId, id);
  const [station] = await db
    .select({ id: printStations.id })
    .from(printStations)
    .where(
      and(
        eq(printStations.clientId, clientId),
        or(eq(printStations.printerId, id), eq(printStations.fallbackPrinterId, id)),
      ),
    )
    .limit(1);
  if (station) throw AppError.detail('conflict', m.printerInUse('station'));
  const [till] = await db
    .select({ id: tillPrinting.deviceId })
    .from(tillPrinting)
    .where(and(eq(tillPrinting.clientId, clientId), eq(tillPrinting.receiptPrinterId, id)))
    .limit(1);
  if (till) throw AppError.detail('conflict', m.printerInUse('till'));
  const [waiting] = await db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.clientId, clientId),
        eq(printJobs.printerId, id),
        or(
          inArray(printJobs.status, ['queued', 'sending']),
          and(inArray(printJobs.status, ['failed', 'unconfirmed']), isNull(printJobs.resolvedAt)),
        ),
      ),
    )
    .limit(1);
  if (waiting)
    throw AppError.detail(
      'conflict',
      'Jobs of this printer are waiting or did not print: reprint them elsewhere, or mark them dealt with, from the till first.',
    );
  await db
    .transaction(async (tx) => {
      await forgetPrinterJobPrints(tx, clientId, id);
      await tx.delete(printers).where(and(eq(printers.clientId, clientId), eq(printers.id, id)));
      await recordAudit(tx, {
        clientId,
        actor,
        action: 'printing.printer_deleted',
        entity: 'printer',
        entityId: id,
        details: { name: printer.name },
      });
    })
    .catch((error: unknown) => {
      // A station or till chose it between the checks and the delete.
      if (isForeignKeyViolation(error))
        throw AppError.detail('conflict', m.printerInUse('station or till'));
      throw error;
    });
};
