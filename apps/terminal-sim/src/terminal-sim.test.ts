import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SERIAL, sleep, useTerminalSim } from './test-sim.js';

const sim = useTerminalSim();
const sale = (amountTrans: number, uti: string = randomUUID()) => ({
  transType: 'SALE',
  amountTrans,
  uti,
});

/** Polls as the till does until the terminal answers something other than 206. */
const pollUntilFinal = async (uti: string, maxPolls = 50) => {
  const statuses: number[] = [];
  for (let i = 0; i < maxPolls; i++) {
    const res = await sim.get(uti);
    statuses.push(res.status);
    if (res.status !== 206)
      return { statuses, body: (await res.json()) as Record<string, unknown> };
    await sleep(25);
  }
  return { statuses, body: null };
};

describe('POST /transaction', () => {
  it('requires the bearer token', async () => {
    expect((await sim.post(sale(320), {})).status).toBe(401);
    const wrong = await sim.post(sale(320), { authorization: 'Bearer nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    expect(await wrong.json()).toEqual({ error: 'Missing or wrong bearer token.' });
  });

  it('takes a sale and answers with its uti', async () => {
    const res = await sim.post(sale(320, 'uti-accept'));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      uti: 'uti-accept',
      transType: 'SALE',
      amountTrans: 320,
      status: 'IN_PROGRESS',
    });
  });

  it('refuses a body that is not a transaction', async () => {
    const cases = [
      { transType: 'VOID', amountTrans: 100, uti: 'a' },
      { transType: 'SALE', amountTrans: 1.5, uti: 'a' },
      { transType: 'SALE', amountTrans: 0, uti: 'a' },
      { transType: 'SALE', amountTrans: 100, uti: '' },
      { transType: 'REFUND', amountTrans: 100, uti: 'a' },
    ];
    for (const body of cases) expect((await sim.post(body)).status).toBe(400);
  });

  it('never charges twice for the same uti, and refuses the uti for another amount', async () => {
    const uti = randomUUID();
    expect((await sim.post(sale(450, uti))).status).toBe(201);
    const again = await sim.post(sale(450, uti));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ uti, amountTrans: 450 });
    expect((await sim.post(sale(999, uti))).status).toBe(409);
    const mine = (await sim.log()).filter((t) => t.uti === uti);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.postCount).toBe(2);
  });
});

describe('GET /transaction', () => {
  it('requires the bearer token', async () => {
    expect((await sim.get('x', SERIAL, {})).status).toBe(401);
  });

  it('answers 404 for an unknown uti, and 400 when asked as another terminal', async () => {
    expect((await sim.get('never-posted')).status).toBe(404);
    const uti = randomUUID();
    await sim.post(sale(320, uti));
    // Not 404: that would tell the till nobody was charged.
    const other = await sim.get(uti, 'OTHER-0001');
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({
      error: 'This terminal is DEMO-PAX-0001, not OTHER-0001.',
    });
  });

  it('needs both uti and terminalId', async () => {
    const res = await fetch(`${sim.url()}/transaction?uti=x`, {
      headers: { authorization: 'Bearer test-token' },
    });
    expect(res.status).toBe(400);
  });
});

describe('amount rules', () => {
  it('approves an ordinary amount after at least one 206', async () => {
    const uti = randomUUID();
    await sim.post(sale(320, uti));
    const { statuses, body } = await pollUntilFinal(uti);
    expect(statuses[0]).toBe(206);
    expect(statuses.at(-1)).toBe(200);
    expect(body).toEqual({
      uti,
      transType: 'SALE',
      amountTrans: 320,
      transApproved: true,
      status: 'APPROVED',
      retrievalReferenceNumber: expect.stringMatching(/^\d{12}$/),
      cardPan: '************1234',
      terminalId: SERIAL,
    });
    // Final answers stay final.
    expect(await (await sim.get(uti)).json()).toEqual(body);
  });

  it('declines an amount ending in 01', async () => {
    const uti = randomUUID();
    await sim.post(sale(1001, uti));
    const { statuses, body } = await pollUntilFinal(uti);
    expect(statuses[0]).toBe(206);
    expect(body).toMatchObject({ uti, transApproved: false, status: 'DECLINED' });
  });

  it('keeps an amount ending in 02 in progress for several polls, then approves it', async () => {
    const uti = randomUUID();
    const started = Date.now();
    await sim.post(sale(1002, uti));
    const { statuses, body } = await pollUntilFinal(uti);
    expect(statuses.filter((s) => s === 206).length).toBeGreaterThanOrEqual(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(body).toMatchObject({ transApproved: true });
  });

  it('never finishes an amount ending in 03', async () => {
    const uti = randomUUID();
    await sim.post(sale(1003, uti));
    const { statuses, body } = await pollUntilFinal(uti, 20);
    expect(new Set(statuses)).toEqual(new Set([206]));
    expect(body).toBeNull();
  });

  it('drops the connection for an amount ending in 04 and takes no payment', async () => {
    const uti = randomUUID();
    await expect(sim.post(sale(1004, uti))).rejects.toThrow();
    expect((await sim.get(uti)).status).toBe(404);
    expect((await sim.log()).some((t) => t.uti === uti)).toBe(false);
  });

  it('applies the same rules to a refund of a sale', async () => {
    const uti = randomUUID();
    const res = await sim.post({
      transType: 'REFUND',
      amountTrans: 150,
      uti,
      language: 'en',
      retrievalReferenceNumber: '123456789012',
    });
    expect(res.status).toBe(201);
    const { body } = await pollUntilFinal(uti);
    expect(body).toMatchObject({ transType: 'REFUND', amountTrans: 150, transApproved: true });
  });
});
