import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import { recordInOutbox } from '../outbox.js';
import { outboxBodyOf, type Mailer } from './mailer.js';

/**
 * The local mail provider: mail lands in the outbox table and in the log, so
 * a developer can follow a reset or log-in link without an SMTP server.
 */
export const createOutboxMailer = (db: Db, log: Pick<FastifyBaseLogger, 'info'>): Mailer => ({
  send: async (message) => {
    await recordInOutbox(db, {
      ...message,
      channel: 'email',
      recipient: message.to,
      body: outboxBodyOf(message),
    });
    log.info({ to: message.to, subject: message.subject }, `mail held in outbox:\n${message.text}`);
  },
  settled: async () => {},
});
