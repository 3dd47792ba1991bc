import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, openSession, type Answer, type ApiSession } from './api-client.js';

// Log-in lockout counted across processes (issue 18): login.service.ts locks an email out
// after 10 failed passwords in 15 minutes. Spread over three processes by HAProxy, the
// wrong passwords must lock the account out at the same count as on one process.

const cluster = inject('cluster');
const FAILURES_ALLOWED = 10;
const LOCKED = 'Too many log-in attempts. Try again in 15 minutes.';
// Neither is the owner, whom the other files log in as.
const ON_ONE_PROCESS = 'manager@example.com';
const SPREAD = 'staff@example.com';

/** Wrong passwords until the first 429 (at most 40): how many were let through, and the 429. */
const failUntilLocked = async (visitor: ApiSession, email: string, base?: string) => {
  const servedBy = new Set<string | null>();
  for (let tries = 0; tries < 40; tries += 1) {
    const answer: Answer<{ detail?: string }> = await visitor.logIn(
      email,
      `wrong-password-${tries}`,
      base,
    );
    servedBy.add(answer.servedBy);
    if (answer.status === 429) return { failures: tries, locked: answer, servedBy };
    expect(answer.status, `wrong password ${tries + 1}`).toBe(401);
  }
  return { failures: Infinity, locked: null, servedBy };
};

describe('log-in lockout across processes', () => {
  it('locks an account out after as many wrong passwords over three processes as on one', async () => {
    const [first] = cluster.servers;
    if (!first) throw new Error('the cluster has no process');
    const visitor = await openSession(cluster.url);

    const alone = await failUntilLocked(visitor, ON_ONE_PROCESS, first.url);
    expect(alone.failures).toBe(FAILURES_ALLOWED);

    const spread = await failUntilLocked(visitor, SPREAD);
    // Round-robin: every process counted some of them.
    expect([...spread.servedBy].sort()).toEqual(cluster.servers.map((s) => s.name).sort());
    expect(spread.failures).toBe(alone.failures);
    expect(spread.locked?.body.detail).toBe(LOCKED);
    expect(Number(spread.locked?.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    // Every process refuses it now, the right password too.
    for (const server of cluster.servers) {
      const answer = await visitor.logIn(SPREAD, DEMO_PASSWORD, server.url);
      expect(answer.status, server.name).toBe(429);
      expect(answer.body.detail).toBe(LOCKED);
    }
  });
});
