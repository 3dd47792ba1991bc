import type { FastifyInstance } from 'fastify';
import {
  claimScreenInputSchema,
  screenCodeParamsSchema,
  screenCodeResponseSchema,
  screenCodeStatusSchema,
} from '@opentill/contract/devices/screen-code.schemas';
import { pairedScreenSchema } from '@opentill/contract/devices/screen.schemas';
import { AppError } from '@/http/app-error.js';
import { AttemptLimiter, minutesText } from '@/http/attempt-limiter.js';
import { requireGroups } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { claimScreenCode, createScreenCode, readScreenCode } from './screen-code.service.js';

const tags = ['devices'];
const OWNERS = ['owner', 'superadmin'] as const;
const TEN_MINUTES = 10 * 60_000;

const tooMany = (message: string, waitMs: number) =>
  new AppError('rate_limited', `${message} Try again in ${minutesText(waitMs)}.`, undefined, {
    'retry-after': String(Math.ceil(waitMs / 1000)),
  });

/**
 * Pairing a kitchen screen by code (issue 14): the screen at /kitchen/pair asks for a code
 * and waits; the owner types it on Devices. The screen's side is public, because the
 * screen belongs to nobody yet; it holds only a poll token, which gives it its id once.
 */
export const screenCodeRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);
  // A code needs nothing but a request: bound per address, so nobody fills the table.
  const codesPerAddress = new AttemptLimiter(db, {
    name: 'screen-code.address',
    maxFailures: 30,
    windowMs: TEN_MINUTES,
  });
  // Wrong codes per merchant: 31^6 codes live ten minutes, ten guesses cannot find one.
  const wrongClaims = new AttemptLimiter(db, {
    name: 'screen-code.claim',
    maxFailures: 10,
    windowMs: TEN_MINUTES,
  });

  app.post(
    '/screens/pairing-codes/',
    {
      config: { access: 'public' },
      schema: { tags, response: { 201: screenCodeResponseSchema } },
    },
    async (request, reply) => {
      const wait = await codesPerAddress.countAttempt(request.ip);
      if (wait > 0) throw tooMany('This screen has asked for too many codes.', wait);
      return reply.code(201).send(await createScreenCode(db));
    },
  );

  app.get(
    '/screens/pairing-codes/:pollToken/',
    {
      config: { access: 'public' },
      schema: { tags, params: screenCodeParamsSchema, response: { 200: screenCodeStatusSchema } },
    },
    async (request) => readScreenCode(db, request.params.pollToken),
  );

  app.post(
    '/screens/claim/',
    {
      config: { access: 'owner' },
      schema: { tags, body: claimScreenInputSchema, response: { 201: pairedScreenSchema } },
    },
    async (request, reply) => {
      const { client, user } = requireGroups(request, OWNERS);
      const miss = await wrongClaims.recordFailure(client.id);
      if (miss.isLockedOut) throw tooMany('Too many wrong codes.', miss.waitMs);
      const actor = { userId: user.id, cashierId: request.principal.cashierId };
      const screen = await claimScreenCode(db, client.id, request.body, actor);
      await wrongClaims.forgive(client.id, miss.mark);
      return reply.code(201).send(screen);
    },
  );
};
