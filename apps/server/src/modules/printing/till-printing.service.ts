import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import type { TillPrinting, TillPrintingInput } from '@opentill/contract/printing/stations.schemas';
import type { Db } from '@/db/client.js';
import { devices, tillPrinting } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { isForeignKeyViolation } from '@/db/unique-violation.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { requirePrinters } from './printers.service.js';

const tillRows = (db: Db, clientId: string) =>
  db
    .select({
      id: devices.id,
      name: devices.name,
      number: devices.number,
      kind: devices.kind,
      receiptPrinterId: tillPrinting.receiptPrinterId,
      openDrawerOnCash: tillPrinting.openDrawerOnCash,
    })
    .from(devices)
    .leftJoin(
      tillPrinting,
      and(eq(tillPrinting.clientId, devices.clientId), eq(tillPrinting.deviceId, devices.id)),
    )
    .where(and(eq(devices.clientId, clientId), inArray(devices.kind, ['till', 'terminal'])))
    .orderBy(asc(devices.number), asc(devices.createdAt));

type TillRow = Awaited<ReturnType<typeof tillRows>>[number];

const toTill = (row: TillRow): TillPrinting => ({
  id: row.id,
  name:
    row.name ||
    (row.number ? `Till ${row.number}` : row.kind === 'terminal' ? 'Card terminal' : 'Till'),
  number: row.number,
  kind: row.kind === 'terminal' ? 'terminal' : 'till',
  receiptPrinterId: row.receiptPrinterId ?? null,
  openDrawerOnCash: row.openDrawerOnCash ?? false,
});

export const listTillPrinting = async (db: Db, clientId: string): Promise<TillPrinting[]> =>
  (await tillRows(db, clientId)).map(toTill);

export const getTillPrinting = async (
  db: Db,
  clientId: string,
  deviceId: string,
): Promise<TillPrinting> => {
  const row = (await tillRows(db, clientId)).find((till) => till.id === deviceId);
  if (!row) throw AppError.notFound(m.notYourTill);
  return toTill(row);
};

export const saveTillPrinting = async (
  db: Db,
  clientId: string,
  deviceId: string,
  input: TillPrintingInput,
  actor: AuditActor,
): Promise<TillPrinting> => {
  await getTillPrinting(db, clientId, deviceId);
  await requirePrinters(db, clientId, { receipt_printer_id: input.receiptPrinterId });
  const saving = db.transaction(async (tx) => {
    await tx
      .insert(tillPrinting)
      .values({ clientId, deviceId, ...input })
      .onConflictDoUpdate({ target: [tillPrinting.clientId, tillPrinting.deviceId], set: input });
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'printing.till_changed',
      entity: 'device',
      entityId: deviceId,
      details: input,
    });
  });
  await saving.catch((error: unknown) => {
    // The printer was deleted between the check and the save.
    if (isForeignKeyViolation(error)) throw AppError.field('receipt_printer_id', m.notYourPrinter);
    throw error;
  });
  return getTillPrinting(db, clientId, deviceId);
};
