import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, isOneOf, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey } from './tenant-column.js';
import { clients } from './clients.js';
import {
  outboxChannelValues,
  outboxStatusValues,
  type OutboxChannel,
  type OutboxStatus,
} from './values.js';

/** A file sent with a mail, kept until the mail is delivered so a retry can send it. */
export type OutboxAttachment = { filename: string; contentType: string; content: string };

/** Who did what, when: refunds, cancellations, overrides, pauses, PIN and permission changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    // Plain uuids, no foreign keys: the trail must outlive the users and devices it names.
    actorUserId: uuid('actor_user_id'),
    actorCashierId: uuid('actor_cashier_id'),
    actorDeviceId: uuid('actor_device_id'),
    /** e.g. 'order.refund', 'order.cancel', 'ordering.pause'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    index('audit_log_client_created_idx').on(t.clientId, t.createdAt),
    index('audit_log_client_entity_idx').on(t.clientId, t.entity, t.entityId),
  ],
);

/** The first answer to an Idempotency-Key, replayed for repeats. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    clientId: clientIdColumn(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 of tenant, method, path and body: a key reused for another request is refused. */
    requestHash: text('request_hash'),
    /** Who runs the request now: a retry that takes an expired claim over writes its own. */
    claimToken: uuid('claim_token'),
    /** When the running request claimed the key; past the lease, a retry may take over. */
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
    /** null while the first request is still running. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.key] }),
    index('idempotency_keys_client_created_idx').on(t.clientId, t.createdAt),
  ],
);

/**
 * Mail and SMS, each row one message on its way (DESIGN.md §12): written
 * `sending` by the request that sends it, which tries the provider at once;
 * what that try leaves unsent is `queued` with its next_attempt_at, and the
 * outbox dispatcher job retries it with back-off until `sent` or `failed`.
 * With no SMTP/SMS provider configured the log is the provider, and the text
 * is kept here for people and tests to read. client_id is null for mail that
 * belongs to no merchant.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /** What the message is, for people: an alert names it when it cannot be sent. */
    topic: text('topic'),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    /** Tries so far, the one under way included. */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued row is due; for a `sending` row, when its try is presumed dead. */
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** Why the last try failed, as the provider said it; never the message's text. */
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('outbox_client_created_idx').on(t.clientId, t.createdAt),
    // The dispatcher's scan: only rows still on their way.
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    check('outbox_channel_check', isOneOf(t.channel, outboxChannelValues)),
    check('outbox_status_check', isOneOf(t.status, outboxStatusValues)),
  ],
);

/** A lease so that one of many processes runs each in-process job. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/**
 * One counted attempt (a failed PIN or password, a receipt sent) under a limiter's key:
 * kept in the database so every process counts the same tries (issue 18). Rows older than
 * their window are never read and are pruned by the job runner.
 */
export const attemptMarks = pgTable(
  'attempt_marks',
  {
    id: idColumn(),
    key: text('key').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('attempt_marks_key_at_idx').on(t.key, t.at)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands bytea back as a Uint8Array, pg as a Buffer: both read as a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (profile photos), by the file store's key: in the database, so every
 * process behind a load balancer serves the same files. They are re-encoded and small.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: createdAtColumn(),
});
