import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, isOneOf, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { users } from './accounts.js';
import { products } from './catalogue.js';
import {
  alertTypeValues,
  slotDeliverToValues,
  type AlertType,
  type SlotDeliverTo,
} from './values.js';

/**
 * How a merchant's booking slots are cut for one method (click and collect or
 * home delivery). Slots fall within opening hours.
 */
export const slotConfig = pgTable(
  'slot_config',
  {
    clientId: clientIdColumn(),
    deliverTo: text('deliver_to').$type<SlotDeliverTo>().notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    /** Orders a slot can take. */
    capacityPerSlot: integer('capacity_per_slot').notNull().default(5),
    /** The earliest bookable slot starts this long after now. */
    leadTimeMinutes: integer('lead_time_minutes').notNull().default(30),
    daysAhead: integer('days_ahead').notNull().default(7),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.deliverTo] }),
    check('slot_config_deliver_to_check', isOneOf(t.deliverTo, slotDeliverToValues)),
    check(
      'slot_config_numbers_check',
      sql`${t.slotMinutes} > 0 and ${t.capacityPerSlot} >= 0 and ${t.leadTimeMinutes} >= 0 and ${t.daysAhead} >= 1`,
    ),
  ],
);

/**
 * The history of ordering pauses. The live state is denormalised on clients
 * (ordering_paused_until / ordering_paused_indefinitely).
 */
export const availabilityPauses = pgTable(
  'availability_pauses',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    pausedByUserId: uuid('paused_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamptz('starts_at').notNull(),
    /** Planned end; null = until unpaused. */
    endsAt: timestamptz('ends_at'),
    /** When someone unpaused early. */
    endedAt: timestamptz('ended_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [tenantKey(t), index('availability_pauses_client_starts_idx').on(t.clientId, t.startsAt)],
);

/** A report alert. A summary alert's text is JSON {start_time, end_time, revenue}. */
export const alerts = pgTable(
  'alerts',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    type: text('type').$type<AlertType>().notNull(),
    text: text('text').notNull(),
    startAt: timestamptz('start_at').notNull(),
    seen: boolean('seen').notNull().default(false),
    /** The product a stock alert is about (products are soft-deleted, so the link holds). */
    productId: uuid('product_id'),
    /**
     * What the alert is about and for which period, e.g. `summary:{service start}` or
     * `low_stock:{product}:{local date}`: a job inserts with ON CONFLICT DO NOTHING on it,
     * so a rerun, a restart or a second process never repeats an alert. Null for alerts
     * that no job writes.
     */
    causeKey: text('cause_key'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.productId, () => products),
    index('alerts_client_start_idx').on(t.clientId, t.startAt),
    uniqueIndex('alerts_client_cause_key_idx')
      .on(t.clientId, t.causeKey)
      .where(sql`${t.causeKey} is not null`),
    // unseen_count runs on every page of the shell.
    index('alerts_client_unseen_idx')
      .on(t.clientId)
      .where(sql`${t.seen} = false`),
    check('alerts_type_check', isOneOf(t.type, alertTypeValues)),
  ],
);
