import { bigserial, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.js';
import { clientIdColumn } from './tenant-column.js';
import type { EventType } from '@opentill/contract/events/event-types';

/**
 * Live push (issue 15): one row per change a screen shows, written in the transaction
 * that makes the change; pg_notify carries only `<client_id>:<id>`. Screens read what
 * changed from here, so a listener that missed a notification catches up by id. Kept
 * for EVENT_RETENTION_HOURS by the events-prune job.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    clientId: clientIdColumn(),
    // A plain uuid: an event names the order it was about, it does not hold the order up.
    orderId: uuid('order_id'),
    type: text('type').$type<EventType>().notNull(),
    /** The order's version after the change; null for events about the business. */
    orderVersion: integer('order_version'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // The key also serves a screen's catch-up, (client_id, id > last seen).
    primaryKey({ columns: [t.clientId, t.id] }),
    // Not led by client_id, on purpose: the retention job and the kept floor (min(id)) read
    // every merchant's events by id alone.
    index('order_events_id_idx').on(t.id),
  ],
);
