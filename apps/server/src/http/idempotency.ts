import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import { snakeizeKeys } from '@opentill/contract/case-conversion';
import type { Db } from '@/db/client.js';
import { AppError } from './app-error.js';
import {
  insertClaim,
  readKey,
  releaseClaim,
  sealClaim,
  takeOverClaim,
  type ClaimRequest,
  type StoredKey,
} from './idempotency-store.js';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * Honour an Idempotency-Key header: a repeat returns the first answer and
     * changes nothing. The handler passes `sealerFor(request, status)` to the
     * service, which seals the key in the transaction that does the work.
     * `'in-transaction'`: for a route whose every effect is in that one transaction
     * (nothing before it but reads), the key is not claimed up front: the seal writes it
     * with its answer, one statement fewer and one commit fewer per request. A repeat
     * runs up to the seal, which waits for or finds the first answer, and is rolled back
     * and answered with it.
     */
    idempotent?: boolean | 'in-transaction';
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    idempotencyClaim?: ClaimRequest & { isSealed: boolean; isDeferred: boolean };
    /** The answer a seal kept, and its wire form: answering it needs no second conversion. */
    sealedAnswer?: { answer: unknown; wire: unknown };
  }
}

/** Called by a service inside its transaction, with the answer it is about to give. */
export type SealAnswer = (tx: Db, answer: unknown) => Promise<void>;

const HEADER = 'idempotency-key';
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;

const STILL_RUNNING = 'A request with this Idempotency-Key is still being processed.';
const OTHER_REQUEST =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
const TAKEN_OVER =
  'A retry with this Idempotency-Key took this request over; its answer is the one that counts.';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

/** What makes two requests "the same": tenant, method, path and body (its keys in any order). */
export const fingerprintOf = (request: FastifyRequest, clientId: string): string =>
  createHash('sha256')
    .update([clientId, request.method, pathOf(request), stringify(request.body ?? null)].join('\n'))
    .digest('hex');

const isSameRequest = (stored: StoredKey, request: FastifyRequest, requestHash: string) =>
  stored.method === request.method &&
  stored.path === pathOf(request) &&
  // Keys claimed before fingerprints were kept are matched on method and path alone.
  (stored.requestHash === null || stored.requestHash === requestHash);

/**
 * The seal for the request's claim, or undefined when it has none (no key sent).
 * It records `answer` as the key's reply; if a retry has taken the claim over
 * meanwhile, it throws a 409 so that the transaction, and the work, roll back.
 */
export const sealerFor = (request: FastifyRequest, statusCode: number): SealAnswer | undefined => {
  const claim = request.idempotencyClaim;
  if (!claim) return undefined;
  return async (tx, answer) => {
    const sealed = { statusCode, body: snakeizeKeys(answer) };
    request.sealedAnswer = { answer, wire: sealed.body };
    if (claim.isDeferred) {
      if (!(await insertClaim(tx, claim, sealed))) await sealOverDeadClaim(tx, request, sealed);
    } else if (!(await sealClaim(tx, claim, sealed))) {
      throw AppError.detail('conflict', TAKEN_OVER);
    }
    claim.isSealed = true;
  };
};

/** Thrown out of a transaction whose key was answered first: the error handler replays it. */
export class AnsweredBefore extends Error {
  constructor(readonly stored: StoredKey) {
    super('this Idempotency-Key was answered before');
  }
}

/**
 * An in-transaction seal found its key there already. A claim left by a request that died
 * past its lease (one that claimed up front, before this mode) is taken over and sealed
 * here; otherwise this request is rolled back and answered with the first answer, or
 * refused. Whatever it answers then is not recorded again.
 */
const sealOverDeadClaim = async (
  tx: Db,
  request: FastifyRequest,
  sealed: { statusCode: number; body: unknown },
): Promise<void> => {
  const claim = request.idempotencyClaim;
  const stored = claim ? await readKey(tx, claim) : undefined;
  const isTakenOver =
    claim &&
    stored &&
    isSameRequest(stored, request, claim.requestHash) &&
    stored.statusCode === null &&
    stored.isExpired &&
    (await takeOverClaim(tx, stored, claim)) &&
    (await sealClaim(tx, claim, sealed));
  if (isTakenOver) return;
  request.idempotencyClaim = undefined;
  if (!claim || !stored) throw AppError.detail('conflict', STILL_RUNNING);
  if (!isSameRequest(stored, request, claim.requestHash))
    throw AppError.detail('unprocessable', OTHER_REQUEST);
  if (stored.statusCode === null) throw AppError.detail('conflict', STILL_RUNNING);
  throw new AnsweredBefore(stored);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { kind: 'claimed' } | { kind: 'answered'; stored: StoredKey };

/**
 * Claims the key, or waits for the request that holds it: its answer is
 * replayed; a claim it gave up (server failure) or left past its lease (crash)
 * is taken, and this request runs instead.
 */
const claimOrWait = async (
  db: Db,
  request: FastifyRequest,
  asked: ClaimRequest,
): Promise<Outcome> => {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    if (await insertClaim(db, asked)) return { kind: 'claimed' };
    const stored = await readKey(db, asked);
    if (stored) {
      if (!isSameRequest(stored, request, asked.requestHash))
        throw AppError.detail('unprocessable', OTHER_REQUEST);
      if (stored.statusCode !== null) return { kind: 'answered', stored };
      if (stored.isExpired && (await takeOverClaim(db, stored, asked))) return { kind: 'claimed' };
      if (Date.now() > deadline) throw AppError.detail('conflict', STILL_RUNNING);
      await sleep(POLL_MS);
    }
  }
};

export const replay = (reply: FastifyReply, stored: StoredKey) =>
  reply
    .code(stored.statusCode ?? 200)
    .header('idempotent-replayed', 'true')
    .send(stored.responseBody);

/**
 * For a request refused before its in-transaction seal (its checks run first, and some
 * refuse a repeat: a till's sale sent twice): the first answer to its key, given instead
 * of the refusal, or the refusal of a key used for another request, as a claim up front
 * would have answered.
 */
export const firstAnswerTo = async (
  db: Db,
  request: FastifyRequest,
): Promise<StoredKey | AppError | undefined> => {
  const claim = request.idempotencyClaim;
  if (!claim?.isDeferred) return undefined;
  const stored = await readKey(db, claim);
  if (!stored || stored.statusCode === null) return undefined;
  request.idempotencyClaim = undefined;
  if (!isSameRequest(stored, request, claim.requestHash))
    return AppError.detail('unprocessable', OTHER_REQUEST);
  return stored;
};

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
    const claim = { clientId, key, token: randomUUID() };
    const requestHash = fingerprintOf(request, clientId);
    const asked = { ...claim, method: request.method, path: pathOf(request), requestHash };
    if (request.routeOptions.config.idempotent === 'in-transaction') {
      request.idempotencyClaim = { ...asked, isSealed: false, isDeferred: true };
      return;
    }
    const outcome = await claimOrWait(db, request, asked);
    if (outcome.kind === 'answered') return replay(reply, outcome.stored);
    request.idempotencyClaim = { ...asked, isSealed: false, isDeferred: false };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    if (reply.statusCode >= 500) {
      // A deferred key was never written: there is nothing to give back.
      if (!claim.isDeferred) await releaseClaim(db, claim);
      return payload;
    }
    if (claim.isSealed && reply.statusCode < 300) return payload;
    // A refusal wrote nothing, so recording it here, outside any transaction, is safe;
    // a success on a route that did not seal is recorded too, but only sealing survives a crash.
    if (reply.statusCode < 300) request.log.error('an idempotent route answered without sealing');
    const body = typeof payload === 'string' && payload ? (JSON.parse(payload) as unknown) : null;
    const answer = { statusCode: reply.statusCode, body };
    // A deferred key taken meanwhile keeps the answer it has: the first one counts.
    if (claim.isDeferred) await insertClaim(db, claim, answer);
    else await sealClaim(db, claim, answer);
    return payload;
  });
};
