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

/** Every message sent or held is kept: the local provider when no real one is set, and a record when one is. */
export const recordInOutbox = async (db: Db, entry: OutboxEntry): Promise<void> => {
  await db.insert(outbox).values({
    clientId: entry.clientId ?? null,
    channel: entry.channel,
    recipient: entry.recipient,
    subject: entry.subject ?? null,
    body: entry.body,
    sentAt: entry.sentAt ?? null,
  });
};
