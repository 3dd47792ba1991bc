import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeFailure } from './error-handler.js';

type Work = { name: string; run: () => Promise<void> };

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    afterAnswerWork?: Work[];
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Resolves once every piece of work started after an answer has finished (tests, shutdown). */
    afterAnswerSettled(): Promise<void>;
  }
}

/**
 * Queues work to start once the answer has been sent: the caller never waits
 * for it, and cannot tell by the answer's timing whether there was some. A
 * failure is logged (its kind, never its message); nobody is left to tell.
 */
export const runAfterAnswer = (request: FastifyRequest, name: string, run: () => Promise<void>) => {
  (request.afterAnswerWork ??= []).push({ name, run });
};

/** Register on the root instance, so that every scope's requests and the tests share it. */
export const registerAfterAnswer = (app: FastifyInstance): void => {
  const running = new Set<Promise<void>>();
  app.decorate('afterAnswerSettled', async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });
  app.addHook('onResponse', async (request) => {
    for (const work of request.afterAnswerWork ?? []) {
      const started = work
        .run()
        .catch((error: unknown) =>
          request.log.error(
            { work: work.name, err: describeFailure(error as Error) },
            'work after the answer failed',
          ),
        )
        .finally(() => running.delete(started));
      running.add(started);
    }
    request.afterAnswerWork = undefined;
  });
  // Shutdown lets queued mail go out before the database closes.
  app.addHook('onClose', async () => app.afterAnswerSettled());
};
