import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { outbox } from '@/db/schema/index.js';

export type OutboxEntry = {
  clientId?: string | null;
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string | null;
  body: string;
  sentAt?: Date | null;
};

/** Every message is kept: the local provider when no real one is set, the queue when one is. */
export const recordInOutbox = async (db: Db, entry: OutboxEntry): Promise<string> => {
  const [row] = await db
    .insert(outbox)
    .values({
      clientId: entry.clientId ?? null,
      channel: entry.channel,
      recipient: entry.recipient,
      subject: entry.subject ?? null,
      body: entry.body,
      sentAt: entry.sentAt ?? null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
};

// Once a provider has the message, its text (which may hold a one-time link) is not kept.
const DELIVERED_BODY = '(delivered; the text is not kept)';

export const markDelivered = async (db: Db, id: string): Promise<void> => {
  await db
    .update(outbox)
    .set({ sentAt: new Date(), body: DELIVERED_BODY })
    .where(eq(outbox.id, id));
};
