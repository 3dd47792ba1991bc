import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen } from '@/testing/order-fixtures.js';
import { terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// POST support/ (000 §7, issue 7): the ticket is stored with the caller's
// merchant and mailed to SUPPORT_EMAIL.

const SUPPORT_EMAIL = 'desk@support.test';
const problem = 'The receipt printer prints blank paper.';

let t: TestApp;
let staff: ApiClient;
beforeAll(async () => {
  t = await createTestApp([], { SUPPORT_EMAIL });
  staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
});
afterAll(() => t.close());

const storedTicket = async (id: string) =>
  (await t.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0];
const clientIdOf = async (id: string) => (await storedTicket(id))?.clientId;

describe('POST /api/support/', () => {
  it('requires authentication, and refuses a kitchen screen', async () => {
    const body = { problem };
    expect((await new ApiClient(t.app).post('/api/support/', body)).statusCode).toBe(401);
    expect((await kitchenScreen(t.app).post('/api/support/', body)).statusCode).toBe(403);
  });

  it('stores the ticket, named after the signed-in employee, and mails it to support', async () => {
    const res = await staff.post('/api/support/', {
      name: '',
      email: '',
      url: 'https://till.example/help',
      problem,
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json() as { id: string };
    expect(ticket).toEqual({
      id: expect.any(String),
      name: 'Sophie Staff',
      email: CORNER_CAFE.staffEmail,
      url: 'https://till.example/help',
      problem,
      created_at: expect.any(String),
    });
    expect(await storedTicket(ticket.id)).toMatchObject({ name: 'Sophie Staff', problem });

    const [mail] = await t.outbox();
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: SUPPORT_EMAIL,
      subject: `Support ticket from ${CORNER_CAFE.name}`,
    });
    for (const line of [
      `Merchant: ${CORNER_CAFE.name} (${CORNER_CAFE.identifier})`,
      `From: Sophie Staff <${CORNER_CAFE.staffEmail}>`,
      `Signed in as: employee ${CORNER_CAFE.staffEmail}`,
      'Page: https://till.example/help',
      `Ticket: ${ticket.id}`,
      problem,
    ])
      expect(mail?.body).toContain(line);
  });

  it('keeps the name and email the person typed', async () => {
    const res = await staff.post('/api/support/', {
      name: 'Sam at the counter',
      email: 'sam@example.com',
      problem,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Sam at the counter', email: 'sam@example.com' });
    expect((await t.outbox())[0]?.body).toContain('From: Sam at the counter <sam@example.com>');
  });

  it('takes a ticket from the card terminal, saying which terminal sent it', async () => {
    const terminal = await terminalSession(t.app);
    const res = await terminal.post('/api/support/', { problem });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: '', email: '', url: '', problem });
    const body = (await t.outbox())[0]?.body;
    expect(body).toContain(
      `Signed in as: card terminal Counter terminal (${CORNER_CAFE.terminalSerialNumber})`,
    );
  });

  it('refuses an empty problem and a bad email on their fields, storing nothing', async () => {
    const before = await t.db.$count(supportTickets);
    for (const body of [{ problem: '' }, { problem: '   ' }, { name: 'Ann' }]) {
      const res = await staff.post('/api/support/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ problem: ['Describe the problem.'] });
    }
    const badEmail = await staff.post('/api/support/', { email: 'nope', problem });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ email: ['Enter a valid email address.'] });
    expect(await t.db.$count(supportTickets)).toBe(before);
  });
});

describe('tenant isolation', () => {
  it("stores each ticket with the caller's merchant", async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const merchantOf = async (api: ApiClient) =>
      ((await api.get('/api/session/')).json() as { client: { id: string } }).client.id;
    const theirs = (await harbour.post('/api/support/', { problem })).json() as { id: string };
    const ours = (await staff.post('/api/support/', { problem })).json() as { id: string };
    expect(await clientIdOf(theirs.id)).toBe(await merchantOf(harbour));
    expect(await clientIdOf(ours.id)).toBe(await merchantOf(staff));
    expect(await merchantOf(harbour)).not.toBe(await merchantOf(staff));
    const theirMail = (await t.outbox()).find((m) => m.body.includes(theirs.id));
    expect(theirMail?.subject).toBe(`Support ticket from ${HARBOUR_FISH.name}`);
  });

  it('refuses a session that names another merchant in X-DT-SCHEMA', async () => {
    const res = await staff.post(
      '/api/support/',
      { problem },
      { 'x-dt-schema': HARBOUR_FISH.identifier },
    );
    expect(res.statusCode).toBe(403);
  });
});
