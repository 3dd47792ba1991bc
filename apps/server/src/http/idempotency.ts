import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { idempotencyKeys } from '@/db/schema/index.js';
import { AppError } from './app-error.js';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Honour an Idempotency-Key header: a repeat returns the first answer and changes nothing. */
    idempotent?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    idempotencyClaim?: { clientId: string; key: string };
  }
}

const HEADER = 'idempotency-key';
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;

type Stored = typeof idempotencyKeys.$inferSelect;

const readKey = async (db: Db, clientId: string, key: string): Promise<Stored | undefined> => {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
};

/** The first request's answer, waiting while that request is still running (two racing repeats). */
const waitForAnswer = async (
  db: Db,
  clientId: string,
  key: string,
): Promise<Stored | undefined> => {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const row = await readKey(db, clientId, key);
    if (!row || row.statusCode !== null || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

const claimedPath = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

export const registerIdempotency = (app: FastifyInstance, db: Db): void => {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[HEADER];
    const clientId = request.principal.client?.id;
    if (!request.routeOptions.config.idempotent || typeof key !== 'string' || !clientId) return;
    if (key.length < 8 || key.length > 200) {
      throw AppError.detail(
        'validation',
        'The Idempotency-Key header must be 8 to 200 characters.',
      );
    }
    const path = claimedPath(request);
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ clientId, key, method: request.method, path })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotencyClaim = { clientId, key };
      return;
    }
    const first = await waitForAnswer(db, clientId, key);
    if (!first)
      throw AppError.detail(
        'conflict',
        'The first request with this Idempotency-Key failed; send it again.',
      );
    if (first.method !== request.method || first.path !== path) {
      throw AppError.detail(
        'conflict',
        'This Idempotency-Key was already used for a different request.',
      );
    }
    if (first.statusCode === null) {
      throw AppError.detail(
        'conflict',
        'A request with this Idempotency-Key is still being processed.',
      );
    }
    return reply
      .code(first.statusCode)
      .header('idempotent-replayed', 'true')
      .send(first.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const where = and(
      eq(idempotencyKeys.clientId, claim.clientId),
      eq(idempotencyKeys.key, claim.key),
    );
    if (reply.statusCode >= 500) {
      // A server failure changed nothing the caller can rely on: let the key be used again.
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const body = typeof payload === 'string' && payload ? (JSON.parse(payload) as unknown) : null;
    await db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, responseBody: body })
      .where(where);
    return payload;
  });
};
