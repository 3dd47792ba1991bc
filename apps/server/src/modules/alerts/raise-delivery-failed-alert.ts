import type { Db } from '@/db/client.js';
import { isOutOfAttempts } from '@/infra/outbox-backoff.js';
import type { OutboxRow } from '@/infra/outbox.js';
import { insertAlerts } from './insert-alerts.js';

type FailedMessage = Pick<
  OutboxRow,
  'id' | 'clientId' | 'channel' | 'recipient' | 'topic' | 'attempts' | 'lastError'
>;

/** "The receipt for order #12 to 07700 900123 was not sent: …", for the merchant to act on. */
export const deliveryFailedText = (row: FailedMessage): string => {
  const what = row.topic ?? (row.channel === 'email' ? 'A mail' : 'A text message');
  const provider = row.channel === 'email' ? 'mail server' : 'text message provider';
  const why = isOutOfAttempts(row.attempts)
    ? `the ${provider} could not be reached after ${row.attempts} tries`
    : `the ${provider} refused it`;
  const detail = row.lastError ? ` (${row.lastError})` : '';
  return `${what} to ${row.recipient} was not sent: ${why}${detail}.`;
};

/**
 * A `delivery_failed` alert (shown with a grey chip) for a message of a merchant
 * that the outbox gave up on. Keyed on the message, so it is raised once.
 */
export const raiseDeliveryFailedAlert = async (db: Db, row: FailedMessage): Promise<void> => {
  if (!row.clientId) return;
  await insertAlerts(db, [
    {
      clientId: row.clientId,
      type: 'delivery_failed',
      text: deliveryFailedText(row),
      startAt: new Date(),
      causeKey: `delivery_failed:${row.id}`,
    },
  ]);
};
