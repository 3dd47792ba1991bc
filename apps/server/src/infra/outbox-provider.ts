import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRow } from './outbox.js';

/**
 * What a provider said to one try: it took the message; it refused it for good
 * (a bad address, a rejected sender: retrying cannot help); or it could not be
 * reached or asked to be tried later, which the outbox retries.
 */
export type ProviderAnswer =
  | { outcome: 'accepted' }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'unavailable'; reason: string };

export type DeliveryProvider = {
  /** The log keeps nothing, so the outbox row keeps the text where people can read it. */
  keepsText: boolean;
  deliver(row: OutboxRow): Promise<ProviderAnswer>;
};

/**
 * The local provider, when SMTP_URL or SMS_PROVIDER_URL is unset: the message goes
 * to the log and stays readable in the outbox, so a developer can follow a reset or
 * log-in link with no mail server. It counts as delivered.
 */
export const createLogProvider = (log: Pick<FastifyBaseLogger, 'info'>): DeliveryProvider => ({
  keepsText: true,
  deliver: async (row) => {
    const attached = (row.attachments ?? []).map((a) => a.filename);
    if (row.channel === 'email')
      log.info(
        { to: row.recipient, subject: row.subject, attachments: attached },
        `mail held in outbox:\n${row.body}`,
      );
    else log.info({ to: row.recipient }, `sms held in outbox: ${row.body}`);
    return { outcome: 'accepted' };
  },
});
