import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.js';
import type { Db } from '@/db/client.js';
import type { AppDeps } from '@/http/route-context.js';
import { createOutboxMailer } from './mail/outbox-mailer.js';
import { createSmtpMailer } from './mail/smtp-mailer.js';
import { createSmsSender } from './sms/sms-sender.js';

/** Picks the real providers when configured, the outbox otherwise. */
export const buildDeps = (
  db: Db,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): AppDeps => ({
  db,
  config,
  mailer: config.smtpUrl
    ? createSmtpMailer(db, config.smtpUrl, config.mailFrom, log)
    : createOutboxMailer(db, log),
  sms: createSmsSender(db, config.sms, log),
});
