import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, isSubsetOf, timestamptz } from './columns.js';
import { clientIdColumn } from './tenant-column.js';
import { clients } from './clients.js';
import { groupValues, type Group } from './values.js';

/** An employee who logs in with email and password or a magic link. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    clientId: clientIdColumn(),
    /** Stored lower-case; unique across all merchants because log-in names no merchant. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    photoPath: text('photo_path'),
    groups: text('groups')
      .array()
      .$type<Group[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('users_client_email_idx').on(t.clientId, t.email),
    check('users_groups_check', isSubsetOf(t.groups, groupValues)),
  ],
);

/**
 * A server-side session. The cookie holds a random token; the row's id is its
 * SHA-256 so a database leak does not leak live sessions. A session belongs to
 * a user or a paired device, optionally with a cashier signed in on the till.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    clientId: clientIdColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // No foreign keys to devices and cashiers: sessions are a reference table under Citus
    // (db/distribution-plan.ts), which may not reference a merchant's rows. Devices are never
    // deleted, and a removed cashier is signed out everywhere (signCashierOutEverywhere).
    deviceId: uuid('device_id'),
    cashierId: uuid('cashier_id'),
    /**
     * Set only while a superadmin supports another merchant (issue 14): their own merchant,
     * where Leave takes the session back. client_id is then the merchant being supported.
     */
    homeClientId: uuid('home_client_id').references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    index('sessions_client_user_idx').on(t.clientId, t.userId),
    index('sessions_client_device_idx').on(t.clientId, t.deviceId),
  ],
);

// Magic-link and password-reset tokens share one shape: single use, hashed, expiring.
const oneTimeTokenTable = <TName extends string>(name: TName) =>
  pgTable(
    name,
    {
      id: idColumn(),
      clientId: clientIdColumn(),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      tokenHash: text('token_hash').notNull().unique(),
      expiresAt: timestamptz('expires_at').notNull(),
      usedAt: timestamptz('used_at'),
      createdAt: createdAtColumn(),
    },
    (t) => [index(`${name}_client_user_idx`).on(t.clientId, t.userId)],
  );

export const loginTokens = oneTimeTokenTable('login_tokens');
export const passwordResetTokens = oneTimeTokenTable('password_reset_tokens');

/** An invitation to create an account; the fields prefill the account form. */
export const invites = pgTable(
  'invites',
  {
    id: idColumn(),
    clientId: clientIdColumn(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    groups: text('groups')
      .array()
      .$type<Group[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('invites_client_email_idx').on(t.clientId, t.email),
    check('invites_groups_check', isSubsetOf(t.groups, groupValues)),
  ],
);
