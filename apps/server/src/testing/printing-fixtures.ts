import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { printJobs } from '@/db/schema/index.js';
import type { ApiClient } from './api-client.js';

// Printing set up through the API, as Settings → Printers does, in wire (snake_case) shape,
// and the print_jobs rows the API writes, read straight from the test database.

export type WirePrinter = {
  id: string;
  name: string;
  connection: 'network' | 'device';
  address: string;
  columns: number;
  code_page: string;
  device_id: string | null;
  health: string;
};
export type WireStation = {
  id: string;
  name: string;
  kind: 'kitchen' | 'receipts';
  printer_id: string;
  fallback_printer_id: string | null;
  is_default: boolean;
};
export type WirePrintJob = {
  id: string;
  kind: string;
  status: string;
  order_id: string | null;
  round: number;
  station_name: string | null;
  printer_id: string;
  attempts: number;
};
export type PrintJobRow = typeof printJobs.$inferSelect;

/** A printer on the network; `extra` overrides any field, e.g. a device printer's. */
export const printerBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  connection: 'network',
  address: '192.168.1.50:9100',
  columns: 48,
  code_page: 'cp858',
  ...extra,
});

const created = <T>(res: { statusCode: number; body: string; json(): unknown }, what: string) => {
  if (res.statusCode !== 201) throw new Error(`${what} was refused: ${res.statusCode} ${res.body}`);
  return res.json() as T;
};

export const addPrinter = async (
  owner: ApiClient,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<WirePrinter> =>
  created<WirePrinter>(
    await owner.post('/api/printing/printers/', printerBody(name, extra)),
    `printer ${name}`,
  );

export const addStation = async (
  owner: ApiClient,
  body: { name: string; kind: 'kitchen' | 'receipts'; printer_id: string; is_default?: boolean },
): Promise<WireStation> =>
  created<WireStation>(await owner.post('/api/printing/stations/', body), `station ${body.name}`);

/** Replaces every route: category id → station id. */
export const routeCategories = async (
  owner: ApiClient,
  routes: Record<string, string>,
): Promise<void> => {
  const res = await owner.put('/api/printing/routes/', {
    categories: Object.entries(routes).map(([category_id, station_id]) => ({
      category_id,
      station_id,
    })),
    products: [],
  });
  if (res.statusCode !== 200) throw new Error(`routes were refused: ${res.body}`);
};

/** A newly registered browser till of the caller's merchant. */
export const registerTill = async (api: ApiClient): Promise<{ id: string; name: string }> => {
  const res = await api.post('/api/devices/tills/', { device_uuid: randomUUID() });
  if (res.statusCode !== 200) throw new Error(`the till was not registered: ${res.body}`);
  return res.json() as { id: string; name: string };
};

/** The till's receipt printer and drawer switch, as an owner sets them. */
export const setTillPrinting = async (
  owner: ApiClient,
  tillId: string,
  receiptPrinterId: string | null,
  openDrawerOnCash: boolean,
): Promise<void> => {
  const res = await owner.put(`/api/printing/tills/${tillId}/`, {
    receipt_printer_id: receiptPrinterId,
    open_drawer_on_cash: openDrawerOnCash,
  });
  if (res.statusCode !== 200) throw new Error(`the till's printing was refused: ${res.body}`);
};

/** The print jobs of an order, oldest first. */
export const orderJobs = (db: Db, orderId: string): Promise<PrintJobRow[]> =>
  db
    .select()
    .from(printJobs)
    .where(eq(printJobs.orderId, orderId))
    .orderBy(asc(printJobs.createdAt), asc(printJobs.id));

/** The print jobs sent to a printer, oldest first. */
export const printerJobs = (db: Db, printerId: string): Promise<PrintJobRow[]> =>
  db
    .select()
    .from(printJobs)
    .where(eq(printJobs.printerId, printerId))
    .orderBy(asc(printJobs.createdAt), asc(printJobs.id));

export const jobRow = async (db: Db, id: string): Promise<PrintJobRow | undefined> =>
  (await db.select().from(printJobs).where(eq(printJobs.id, id)))[0];

/** The kitchen ticket a job keeps; undefined for any other job. */
export const ticketOf = (job: PrintJobRow | undefined) =>
  job?.payload.type === 'kitchen' ? job.payload.ticket : undefined;
