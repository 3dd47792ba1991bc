import type { Printer } from '@opentill/contract/printing/printers.schemas';
import type { Station } from '@opentill/contract/printing/stations.schemas';
import type { printStations } from '@/db/schema/index.js';
import type { PrinterRow } from './print-job-rows.js';

export const toPrinter = (row: PrinterRow): Printer => ({
  id: row.id,
  name: row.name,
  connection: row.connection,
  address: row.address,
  columns: row.columns,
  codePage: row.codePage,
  deviceId: row.deviceId,
  health: row.health,
  checkedAt: row.checkedAt?.toISOString() ?? null,
});

export const toStation = (row: typeof printStations.$inferSelect): Station => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  printerId: row.printerId,
  fallbackPrinterId: row.fallbackPrinterId,
  isDefault: row.isDefault,
});
