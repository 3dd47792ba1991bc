import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PRINTER_CODE_PAGES,
  PRINTER_COLUMNS,
  PRINTER_HEALTH,
} from '@opentill/contract/printing/print-document';
import type { PrinterCodePage, PrinterHealth } from '@opentill/contract/printing/print-document';
import {
  PRINTER_CONNECTIONS,
  type PrinterConnection,
} from '@opentill/contract/printing/printers.schemas';
import { STATION_KINDS, type StationKind } from '@opentill/contract/printing/stations.schemas';
import {
  PRINT_JOB_KINDS,
  PRINT_JOB_STATUSES,
  type PrintJobKind,
  type PrintJobStatus,
} from '@opentill/contract/printing/print-jobs.schemas';
import type { KitchenTicket } from '@opentill/contract/printing/kitchen-ticket';
import type { PrintDocument } from '@opentill/contract/printing/print-document';
import { createdAtColumn, isOneOf, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { devices } from './devices.js';
import { categories, products } from './catalogue.js';
import { orders } from './orders.js';
import { orderItems } from './order-items.js';

// Printing (issue 17): printers, the stations that print on them, where each category's
// lines go, and the queue of jobs written in the transaction of the change that causes them.

export const printers = pgTable(
  'printers',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    name: text('name').notNull(),
    connection: text('connection').$type<PrinterConnection>().notNull(),
    /** host:port; '' for a device's own printer. */
    address: text('address').notNull().default(''),
    columns: integer('columns').notNull(),
    codePage: text('code_page').$type<PrinterCodePage>().notNull(),
    /** The till or terminal that pulls a `device` printer's jobs. */
    deviceId: uuid('device_id'),
    health: text('health').$type<PrinterHealth>().notNull().default('unknown'),
    checkedAt: timestamptz('checked_at'),
    /**
     * Whether it answers GS ( H (process ID response), asked once by the health check:
     * true confirms each job once it printed; false (a clone) once it was received; null
     * not asked yet, as for a new address.
     */
    answersProcessId: boolean('answers_process_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.deviceId, () => devices),
    index('printers_client_idx').on(t.clientId, t.createdAt),
    check('printers_connection_check', isOneOf(t.connection, PRINTER_CONNECTIONS)),
    check('printers_code_page_check', isOneOf(t.codePage, PRINTER_CODE_PAGES)),
    check('printers_health_check', isOneOf(t.health, PRINTER_HEALTH)),
    check('printers_columns_check', sql.raw(`columns in (${PRINTER_COLUMNS.join(', ')})`)),
  ],
);

export const printStations = pgTable(
  'print_stations',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    name: text('name').notNull(),
    kind: text('kind').$type<StationKind>().notNull(),
    // A printer a station uses cannot be deleted: the merchant moves the station first.
    printerId: uuid('printer_id').notNull(),
    fallbackPrinterId: uuid('fallback_printer_id'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.printerId, () => printers),
    tenantReference(t, t.fallbackPrinterId, () => printers),
    index('print_stations_client_idx').on(t.clientId, t.createdAt),
    // At most one default station per merchant: two owners saving at once cannot make two.
    uniqueIndex('print_stations_client_default_idx')
      .on(t.clientId)
      .where(sql`${t.isDefault}`),
    check('print_stations_kind_check', isOneOf(t.kind, STATION_KINDS)),
    check(
      'print_stations_fallback_check',
      sql`${t.fallbackPrinterId} is null or ${t.fallbackPrinterId} <> ${t.printerId}`,
    ),
    check('print_stations_default_kind_check', sql`not ${t.isDefault} or ${t.kind} = 'kitchen'`),
  ],
);

/** Where a category's lines print; a category with no row goes to the default station. */
export const printCategoryRoutes = pgTable(
  'print_category_routes',
  {
    clientId: clientIdColumn(),
    categoryId: uuid('category_id').notNull(),
    stationId: uuid('station_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.categoryId] }),
    tenantReference(t, t.categoryId, () => categories, 'cascade'),
    tenantReference(t, t.stationId, () => printStations, 'cascade'),
    index('print_category_routes_station_idx').on(t.stationId),
  ],
);

/** A product printed somewhere other than its category's station. */
export const printProductRoutes = pgTable(
  'print_product_routes',
  {
    clientId: clientIdColumn(),
    productId: uuid('product_id').notNull(),
    stationId: uuid('station_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.productId] }),
    tenantReference(t, t.productId, () => products, 'cascade'),
    tenantReference(t, t.stationId, () => printStations, 'cascade'),
    index('print_product_routes_station_idx').on(t.stationId),
  ],
);

/** A till's (or terminal's) receipt printer, and whether a cash sale there opens the drawer. */
export const tillPrinting = pgTable(
  'till_printing',
  {
    clientId: clientIdColumn(),
    deviceId: uuid('device_id').notNull(),
    receiptPrinterId: uuid('receipt_printer_id'),
    openDrawerOnCash: boolean('open_drawer_on_cash').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.deviceId] }),
    tenantReference(t, t.deviceId, () => devices, 'cascade'),
    tenantReference(t, t.receiptPrinterId, () => printers),
  ],
);

/** What a job prints: a kitchen ticket kept as sent, an order's receipt, or a laid-out document. */
export type PrintJobPayload =
  | { type: 'kitchen'; ticket: KitchenTicket }
  | { type: 'receipt'; orderId: string; mark: 'REPRINT' | null }
  | { type: 'document'; document: PrintDocument };

/**
 * The print queue. queued → sending (claimed FOR UPDATE SKIP LOCKED, under a lease) →
 * confirmed | unconfirmed | failed; back to queued for a retry. One row per
 * (order, round, station, kind), so a change replayed or committed twice prints once.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    kind: text('kind').$type<PrintJobKind>().notNull(),
    status: text('status').$type<PrintJobStatus>().notNull().default('queued'),
    orderId: uuid('order_id'),
    round: integer('round').notNull().default(1),
    /**
     * No foreign key: a deleted station's jobs keep its id, so two of its rounds for one
     * order never collide in the unique index as two nulls would.
     */
    stationId: uuid('station_id'),
    /** Where it prints now: the station's printer, its fallback, or where staff reprinted it. */
    printerId: uuid('printer_id').notNull(),
    payload: jsonb('payload').$type<PrintJobPayload>().notNull(),
    /** The job this one reprints. */
    reprintOf: uuid('reprint_of'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** While `sending`: when a dispatcher (or device) that died holding it lets it go. */
    leaseUntil: timestamptz('lease_until'),
    lastError: text('last_error'),
    /** When staff were told it is waiting (the alert), so they are told once. */
    alertedAt: timestamptz('alerted_at'),
    confirmedAt: timestamptz('confirmed_at'),
    /** When staff dealt with a job that did not print (reprinted it, or found it printed). */
    resolvedAt: timestamptz('resolved_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.orderId, () => orders, 'cascade'),
    tenantReference(t, t.printerId, () => printers, 'cascade'),
    // A job of no order (a test page, a report, a No sale's drawer) is never a repeat.
    uniqueIndex('print_jobs_order_round_station_kind_idx')
      .on(
        t.clientId,
        t.orderId,
        t.round,
        sql`coalesce(${t.stationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        t.kind,
      )
      .where(sql`${t.orderId} is not null`),
    index('print_jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    // A printer's waiting jobs, oldest first: the claim asks whether an older one waits.
    index('print_jobs_printer_waiting_idx')
      .on(t.printerId, t.createdAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('print_jobs_client_created_idx').on(t.clientId, t.createdAt),
    index('print_jobs_client_order_idx').on(t.clientId, t.orderId),
    check('print_jobs_kind_check', isOneOf(t.kind, PRINT_JOB_KINDS)),
    check('print_jobs_status_check', isOneOf(t.status, PRINT_JOB_STATUSES)),
    check('print_jobs_round_check', sql`${t.round} >= 1`),
  ],
);

/**
 * Which order lines (one row per unit) were sent to which station, in which round: a
 * line with no row has not been printed yet, so a later change prints only what is new.
 */
export const orderItemPrints = pgTable(
  'order_item_prints',
  {
    clientId: clientIdColumn(),
    orderItemId: uuid('order_item_id').notNull(),
    orderId: uuid('order_id').notNull(),
    // Deleting a station, or a printer with its jobs, clears these first (no SET NULL
    // under Citus): the line stays printed.
    stationId: uuid('station_id'),
    round: integer('round').notNull(),
    printJobId: uuid('print_job_id'),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.orderItemId] }),
    tenantReference(t, t.orderItemId, () => orderItems, 'cascade'),
    tenantReference(t, t.orderId, () => orders, 'cascade'),
    tenantReference(t, t.stationId, () => printStations),
    tenantReference(t, t.printJobId, () => printJobs),
    index('order_item_prints_client_order_idx').on(t.clientId, t.orderId),
  ],
);
