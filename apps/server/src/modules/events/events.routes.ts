import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  EVENT_TYPES,
  eventPageSchema,
  eventsQuerySchema,
} from '@opentill/contract/events/events.schemas';
import { AppError } from '@/http/app-error.js';
import { principalOf } from '@/http/principal.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { eventScopeOf } from './event-scope.js';
import { openEventStream, type EventStream } from './event-stream.js';
import { eventPage } from './events.service.js';

const tags = ['events'];
const lastEventIdMessage = 'Last-Event-ID must be the id of an event.';

/** The header wins over `?after=`: EventSource sends it itself when it reconnects. */
const startingPoint = (header: string | string[] | undefined, after: number | undefined) => {
  if (typeof header !== 'string' || header === '') return after;
  const id = Number(header);
  if (!Number.isSafeInteger(id) || id < 0)
    throw AppError.field('last_event_id', lastEventIdMessage);
  return id;
};

/**
 * Live events (issue 15, contract §A): GET events/stream/ (Server-Sent Events) and
 * GET events/?after= (the same as JSON, for the polling fallback). Any signed-in
 * principal of a merchant, a paired screen included; what each hears is scoped.
 */
export const eventRoutes = (root: FastifyInstance, { db, events }: AppDeps) => {
  const app = typed(root);
  const streams = new Set<EventStream>();
  // Open streams would hold graceful shutdown up: end them before the server closes.
  root.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.end();
  });
  root.addHook('onClose', async () => events.close());

  app.get(
    '/events/',
    {
      config: { access: 'kitchen' },
      schema: { tags, querystring: eventsQuerySchema, response: { 200: eventPageSchema } },
    },
    async (request) => eventPage(db, eventScopeOf(request, EVENT_TYPES), request.query.after),
  );

  app.get(
    '/events/stream/',
    {
      config: { access: 'kitchen' },
      schema: {
        tags,
        querystring: eventsQuerySchema,
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      const scope = eventScopeOf(request, EVENT_TYPES);
      const after = startingPoint(request.headers['last-event-id'], request.query.after);
      // Written by hand, past Fastify's send: no compression, no serializer, no buffering.
      reply.hijack();
      const set = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
      reply.raw.writeHead(200, {
        ...(Object.fromEntries(set) as Record<string, string | number | string[]>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies buffer answers unless told not to.
        'x-accel-buffering': 'no',
      });
      reply.raw.flushHeaders();
      const stream = openEventStream(reply.raw, {
        db,
        bus: events,
        scope,
        after,
        isStillAllowed: async () => {
          const now = await principalOf(db, request).catch(() => null);
          return now?.client?.id === scope.clientId;
        },
        onEnd: () => streams.delete(stream),
      });
      streams.add(stream);
    },
  );
};
