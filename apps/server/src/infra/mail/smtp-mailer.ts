import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import { markDelivered, recordInOutbox } from '../outbox.js';
import { outboxBodyOf, type Mailer } from './mailer.js';

/**
 * Queues each mail in the outbox, then hands it to SMTP_URL (e.g.
 * smtp://user:pass@host:587) in the background. A failed delivery stays in the
 * outbox unsent, with an error in the log.
 */
export const createSmtpMailer = (
  db: Db,
  smtpUrl: string,
  from: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  const inFlight = new Set<Promise<void>>();
  return {
    send: async (message) => {
      const id = await recordInOutbox(db, {
        ...message,
        channel: 'email',
        recipient: message.to,
        body: outboxBodyOf(message),
      });
      const delivery = transport
        .sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments?.map((a) => ({ ...a })),
        })
        .then(() => markDelivered(db, id))
        .catch((error: unknown) => {
          const code = (error as { code?: string }).code;
          log.error({ outboxId: id, code }, 'mail delivery failed; it stays unsent in the outbox');
        })
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    settled: async () => {
      await Promise.all([...inFlight]);
    },
  };
};
