import { afterAll, beforeAll, describe, expect } from 'vitest';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { secondAppInstance } from '@/testing/second-app-instance.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { AttemptLimiter } from './attempt-limiter.js';

// Two processes' limiters, each on its own pool, racing for the same key.

let t: TestApp;
let second: Awaited<ReturnType<typeof secondAppInstance>>;
beforeAll(async () => {
  t = await createTestApp();
  second = await secondAppInstance(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const TRIES = 24;

describe('AttemptLimiter across processes', () => {
  itRacesOnPostgres('lets no more than the limit through when failures race', async () => {
    const options = { name: 'race.failures', maxFailures: 5, windowMs: 60_000 };
    const here = new AttemptLimiter(t.db, options);
    const there = new AttemptLimiter(second.db, options);
    const attempts = await Promise.all(
      Array.from({ length: TRIES }, (_, i) => (i % 2 ? there : here).recordFailure('cafe:sam')),
    );
    expect(attempts.filter((a) => !a.isLockedOut)).toHaveLength(5);
    expect(await here.retryAfterMs('cafe:sam')).toBeGreaterThan(0);
  });

  itRacesOnPostgres(
    'counts tries on two keys named in either order without a deadlock, within each limit',
    async () => {
      const limiter = (db: typeof t.db, name: string) =>
        new AttemptLimiter(db, { name, maxFailures: 3, windowMs: 60_000 });
      const here = { email: limiter(t.db, 'race.email'), ip: limiter(t.db, 'race.ip') };
      const there = { email: limiter(second.db, 'race.email'), ip: limiter(second.db, 'race.ip') };
      const attempts = await Promise.all(
        Array.from({ length: TRIES }, (_, i) => {
          const { email, ip } = i % 2 === 0 ? here : there;
          const tries = [
            { limiter: email, key: 'sam@example.com' },
            { limiter: ip, key: '10.0.0.1' },
          ];
          return AttemptLimiter.recordFailures(i % 3 === 0 ? tries.reverse() : tries);
        }),
      );
      expect(attempts.filter((a) => !a.isLockedOut)).toHaveLength(3);
      expect(await here.email.retryAfterMs('sam@example.com')).toBeGreaterThan(0);
    },
  );
});
