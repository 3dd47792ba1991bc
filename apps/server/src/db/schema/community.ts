import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey } from './tenant-column.js';
import { users } from './accounts.js';

/** A merchant recommending the product to someone else (spec 000 referrals). */
export const referrals = pgTable(
  'referrals',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    referrerUserId: uuid('referrer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As the merchant typed it, shown back in their list. */
    recipientPhone: text('recipient_phone').notNull().default(''),
    /** normalisePhoneNumber of recipient_phone: what a sign-up's phone is matched on. */
    recipientPhoneNormalised: text('recipient_phone_normalised').notNull().default(''),
    recipientEmail: text('recipient_email').notNull().default(''),
    accepted: boolean('accepted').notNull().default(false),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    index('referrals_client_created_idx').on(t.clientId, t.createdAt),
    // Not led by client_id, on purpose: a sign-up accepts every merchant's
    // pending referral of its phone, so this one lookup crosses tenants.
    index('referrals_pending_phone_idx')
      .on(t.recipientPhoneNormalised)
      .where(sql`${t.accepted} = false`),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The page the user was on. */
    url: text('url').notNull().default(''),
    problem: text('problem').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [tenantKey(t), index('support_tickets_client_created_idx').on(t.clientId, t.createdAt)],
);
