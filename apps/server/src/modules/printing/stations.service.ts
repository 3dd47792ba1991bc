import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import type { Station, stationInputSchema } from '@opentill/contract/printing/stations.schemas';
import type { Db } from '@/db/client.js';
import { printCategoryRoutes, printProductRoutes, printStations } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { isForeignKeyViolation, isUniqueViolation } from '@/db/unique-violation.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { forgetStationPrints } from './forget-print-links.js';
import { requirePrinters } from './printers.service.js';
import { toStation } from './printer-views.js';

type StationValues = z.output<typeof stationInputSchema>;

export const listStations = async (db: Db, clientId: string): Promise<Station[]> =>
  (
    await db
      .select()
      .from(printStations)
      .where(eq(printStations.clientId, clientId))
      .orderBy(asc(printStations.createdAt), asc(printStations.id))
  ).map(toStation);

const findStation = async (db: Db, clientId: string, id: string) => {
  const [row] = await db
    .select()
    .from(printStations)
    .where(and(eq(printStations.clientId, clientId), eq(printStations.id, id)));
  if (!row) throw AppError.notFound(m.notYourStation);
  return row;
};

const hasRoutes = async (db: Db, clientId: string, stationId: string): Promise<boolean> => {
  const [category] = await db
    .select({ id: printCategoryRoutes.categoryId })
    .from(printCategoryRoutes)
    .where(
      and(eq(printCategoryRoutes.clientId, clientId), eq(printCategoryRoutes.stationId, stationId)),
    )
    .limit(1);
  const [product] = await db
    .select({ id: printProductRoutes.productId })
    .from(printProductRoutes)
    .where(
      and(eq(printProductRoutes.clientId, clientId), eq(printProductRoutes.stationId, stationId)),
    )
    .limit(1);
  return category !== undefined || product !== undefined;
};

/**
 * Writes a station; one marked default takes the mark from any other, in the same
 * transaction, so there is always at most one (the unique index says so too).
 */
const writeStation = async (
  db: Db,
  clientId: string,
  id: string | null,
  input: StationValues,
  actor: AuditActor,
): Promise<Station> => {
  await requirePrinters(db, clientId, {
    printer_id: input.printerId,
    fallback_printer_id: input.fallbackPrinterId,
  });
  const values = {
    name: input.name,
    kind: input.kind,
    printerId: input.printerId,
    fallbackPrinterId: input.fallbackPrinterId,
    isDefault: input.isDefault,
  };
  const written = db.transaction(async (tx) => {
    if (input.isDefault)
      await tx
        .update(printStations)
        .set({ isDefault: false })
        .where(
          and(
            eq(printStations.clientId, clientId),
            eq(printStations.isDefault, true),
            id ? ne(printStations.id, id) : undefined,
          ),
        );
    const [row] = id
      ? await tx
          .update(printStations)
          .set(values)
          .where(and(eq(printStations.clientId, clientId), eq(printStations.id, id)))
          .returning()
      : await tx
          .insert(printStations)
          .values({ clientId, ...values })
          .returning();
    if (!row) throw AppError.notFound(m.notYourStation);
    await recordAudit(tx, {
      clientId,
      actor,
      action: id ? 'printing.station_changed' : 'printing.station_added',
      entity: 'print_station',
      entityId: row.id,
      details: values,
    });
    return toStation(row);
  });
  // Another save between the checks and this write: said, never a 500.
  return written.catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw AppError.field('printer_id', m.notYourPrinter);
    if (isUniqueViolation(error))
      throw AppError.detail(
        'conflict',
        'Another station was made the default just now: try again.',
      );
    throw error;
  });
};

export const createStation = (db: Db, clientId: string, input: StationValues, actor: AuditActor) =>
  writeStation(db, clientId, null, input, actor);

export const updateStation = async (
  db: Db,
  clientId: string,
  id: string,
  input: StationValues,
  actor: AuditActor,
): Promise<Station> => {
  const station = await findStation(db, clientId, id);
  if (
    station.kind === 'kitchen' &&
    input.kind === 'receipts' &&
    (await hasRoutes(db, clientId, id))
  )
    throw AppError.field('kind', m.kitchenStationOnly);
  return writeStation(db, clientId, id, input, actor);
};

/** Its routes go with it: those categories print at the default station again. */
export const deleteStation = async (
  db: Db,
  clientId: string,
  id: string,
  actor: AuditActor,
): Promise<void> => {
  const station = await findStation(db, clientId, id);
  await db.transaction(async (tx) => {
    await forgetStationPrints(tx, clientId, id);
    await tx
      .delete(printStations)
      .where(and(eq(printStations.clientId, clientId), eq(printStations.id, id)));
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'printing.station_deleted',
      entity: 'print_station',
      entityId: id,
      details: { name: station.name },
    });
  });
};
