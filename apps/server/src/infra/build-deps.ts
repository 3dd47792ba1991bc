import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.js';
import type { Db } from '@/db/client.js';
import type { AppDeps } from '@/http/route-context.js';
import { createPrincipalCache } from '@/modules/session/principal-cache.js';
import { raiseDeliveryFailedAlert } from '@/modules/alerts/raise-delivery-failed-alert.js';
import { createEventBus } from './events/event-bus.js';
import { createMailer } from './mail/mailer.js';
import { createSmtpProvider } from './mail/smtp-provider.js';
import { createOutboxDelivery, type OutboxDeliveryOptions } from './outbox-delivery.js';
import { createLogProvider } from './outbox-provider.js';
import { createSmsHttpProvider } from './sms/sms-http-provider.js';
import { createSmsSender } from './sms/sms-sender.js';

export type DepsLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Picks the real providers when configured, the log otherwise; both go through the outbox. */
export const buildDeps = (
  db: Db,
  config: Config,
  log: DepsLog,
  delivery: Partial<Pick<OutboxDeliveryOptions, 'inlineWaitMs'>> = {},
): AppDeps => {
  const local = createLogProvider(log);
  const { providerUrl } = config.sms;
  const outbox = createOutboxDelivery({
    db,
    log,
    providers: {
      email: config.smtpUrl ? createSmtpProvider(config.smtpUrl, config.mailFrom) : local,
      sms: providerUrl ? createSmsHttpProvider({ ...config.sms, providerUrl }) : local,
    },
    onFailed: raiseDeliveryFailedAlert,
    ...delivery,
  });
  const events = createEventBus(db, log, config.databaseListenUrl);
  return {
    db,
    config,
    outbox,
    mailer: createMailer(outbox),
    sms: createSmsSender(outbox),
    events,
    principals: createPrincipalCache(config.principalCacheMs, events),
  };
};
