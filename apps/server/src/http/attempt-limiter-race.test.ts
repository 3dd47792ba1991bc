import { describe, expect } from 'vitest';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { twoAppInstances } from '@/testing/second-app-instance.js';
import { AttemptLimiter } from './attempt-limiter.js';

// Two processes' limiters, each on its own pool, racing for the same key.

const processes = twoAppInstances();

const TRIES = 24;

describe('AttemptLimiter across processes', () => {
  itRacesOnPostgres('lets no more than the limit through when failures race', async () => {
    const options = { name: 'race.failures', maxFailures: 5, windowMs: 60_000 };
    const here = new AttemptLimiter(processes.first.db, options);
    const there = new AttemptLimiter(processes.second.db, options);
    const attempts = await Promise.all(
      Array.from({ length: TRIES }, (_, i) => (i % 2 ? there : here).recordFailure('cafe:sam')),
    );
    expect(attempts.filter((a) => !a.isLockedOut)).toHaveLength(5);
    expect(await here.retryAfterMs('cafe:sam')).toBeGreaterThan(0);
  });

  itRacesOnPostgres(
    'counts tries on two keys named in either order without a deadlock, within each limit',
    async () => {
      const limiter = (db: typeof processes.first.db, name: string) =>
        new AttemptLimiter(db, { name, maxFailures: 3, windowMs: 60_000 });
      const here = {
        email: limiter(processes.first.db, 'race.email'),
        ip: limiter(processes.first.db, 'race.ip'),
      };
      const there = {
        email: limiter(processes.second.db, 'race.email'),
        ip: limiter(processes.second.db, 'race.ip'),
      };
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
