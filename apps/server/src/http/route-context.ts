import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '@/config.js';
import type { Db } from '@/db/client.js';
import type { EventBus } from '@/infra/events/event-bus.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import type { OutboxDelivery } from '@/infra/outbox-delivery.js';
import type { SmsSender } from '@/infra/sms/sms-sender.js';
import type { PrincipalCache } from '@/modules/session/principal-cache.js';

/** What every module's routes get: the app to register on and the shared parts. */
export type AppDeps = {
  db: Db;
  config: Config;
  /** Mail and SMS on their way; the dispatcher job retries what it holds. */
  outbox: OutboxDelivery;
  mailer: Mailer;
  sms: SmsSender;
  /** Live events: this process's one listener (infra/events). */
  events: EventBus;
  /** Who this process's sessions are, kept a few seconds (modules/session/principal-cache.ts). */
  principals: PrincipalCache;
};

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
