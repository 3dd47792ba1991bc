import type { OutboxAttachment } from '@/db/schema/index.js';
import type { DeliveryResult, OutboxDelivery, SendOptions } from '../outbox-delivery.js';

/** A file sent with a mail, e.g. a report's CSV. */
export type MailAttachment = OutboxAttachment;

export type MailMessage = {
  /** The merchant the mail is about, when there is one (kept in the outbox). */
  clientId?: string | null;
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
  /** What the mail is, for an alert if it cannot be sent; the subject otherwise. */
  topic?: string;
};

/**
 * How the app sends mail: through the outbox, to SMTP when SMTP_URL is set and
 * to the log otherwise. `send` answers once the provider has taken or refused the
 * mail, or after a few seconds with "queued", the outbox retrying it from there.
 */
export type Mailer = {
  send(message: MailMessage, options?: SendOptions): Promise<DeliveryResult>;
  /** Resolves when every delivery started so far has finished or failed (tests, shutdown). */
  settled(): Promise<void>;
};

export const createMailer = (delivery: OutboxDelivery): Mailer => ({
  send: (message, options) =>
    delivery.send(
      {
        clientId: message.clientId,
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        attachments: message.attachments,
        topic: message.topic ?? `The mail "${message.subject}"`,
      },
      options,
    ),
  settled: () => delivery.settled(),
});
