import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import { supportTickets } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { buildDeps } from '@/infra/build-deps.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import { forgetAttempts } from '@/testing/attempt-marks.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { SUPPORT_TICKETS_PER_HOUR } from './support.service.js';

// What happens around the ticket: a mail provider that fails, and the
// per-merchant limit. Each case gets an app of its own on the file's
// database, and starts with no tickets counted (the limit lives in that database).

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const problem = 'The card terminal will not pair.';

let t: TestApp;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => forgetAttempts(t.db));
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await t.close();
});

const appWith = async (mailer: Mailer): Promise<FastifyInstance> => {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: undefined };
  const app = await buildApp({ ...buildDeps(t.db, config, silentLog), mailer });
  apps.push(app);
  return app;
};
const deliveredTo = (sent: string[]): Mailer => ({
  send: async (message) => {
    sent.push(message.to);
    return { id: `sent-${sent.length}`, status: 'sent' };
  },
  settled: async () => {},
});

describe('POST /api/support/ when the mail cannot be sent', () => {
  it('still answers 201 with the ticket, which is kept, when the mail server refuses it', async () => {
    const failing: Mailer = {
      send: async () => ({ id: 'refused', status: 'failed', reason: '550 mailbox full' }),
      settled: async () => {},
    };
    const staff = await tillSession(await appWith(failing), CORNER_CAFE.staffEmail);
    const res = await staff.post('/api/support/', { problem });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const [kept] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(kept).toMatchObject({ problem, email: CORNER_CAFE.staffEmail });
  });
});

describe('POST /api/support/ rate limit', () => {
  it(`takes ${SUPPORT_TICKETS_PER_HOUR} tickets a merchant an hour, then 429 with a sentence`, async () => {
    const sent: string[] = [];
    const app = await appWith(deliveredTo(sent));
    const staff = await tillSession(app, CORNER_CAFE.staffEmail);
    const owner = await tillSession(app, CORNER_CAFE.ownerEmail);
    for (let n = 0; n < SUPPORT_TICKETS_PER_HOUR; n++) {
      const api = n % 2 === 0 ? staff : owner;
      expect((await api.post('/api/support/', { problem })).statusCode).toBe(201);
    }
    const before = await t.db.$count(supportTickets);
    const refused = await owner.post('/api/support/', { problem });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail:
        'Too many support tickets have been sent from this business. Try again in 60 minutes, or phone us.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await t.db.$count(supportTickets)).toBe(before);
    expect(sent).toHaveLength(SUPPORT_TICKETS_PER_HOUR);

    // Another merchant has its own allowance.
    const harbour = await tillSession(app, HARBOUR_FISH.ownerEmail);
    expect((await harbour.post('/api/support/', { problem })).statusCode).toBe(201);
  });
});
