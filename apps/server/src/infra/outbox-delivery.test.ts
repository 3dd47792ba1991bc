import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, outbox } from '@/db/schema/index.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { raiseDeliveryFailedAlert } from '@/modules/alerts/raise-delivery-failed-alert.js';
import { OUTBOX_MAX_ATTEMPTS } from './outbox-backoff.js';
import { createOutboxDelivery, type OutboxDelivery } from './outbox-delivery.js';
import type { DeliveryProvider, ProviderAnswer } from './outbox-provider.js';
import type { OutboxMessage } from './outbox.js';

// The outbox's delivery: the first try inside the request, then the dispatcher's
// retries with back-off, and an alert for the merchant when it gives up. The
// provider here answers from a script; the real ones have tests of their own.

let t: TestApp;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select({ id: alerts.clientId }).from(alerts).limit(1);
  if (!row) throw new Error('the seed has alerts');
  clientId = row.id;
});
afterAll(() => t.close());

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A provider that gives the scripted answers in turn, then accepts; it counts its calls. */
const scripted = (answers: ProviderAnswer[], keepsText = false) => {
  const calls: string[] = [];
  const provider: DeliveryProvider = {
    keepsText,
    deliver: async (row) => {
      calls.push(row.recipient);
      return answers.shift() ?? { outcome: 'accepted' };
    },
  };
  return { provider, calls };
};
const down = (reason = 'ECONNREFUSED'): ProviderAnswer => ({ outcome: 'unavailable', reason });

const deliveryWith = (provider: DeliveryProvider, inlineWaitMs = 2_000): OutboxDelivery =>
  createOutboxDelivery({
    db: t.db,
    log: quiet,
    providers: { email: provider, sms: provider },
    onFailed: raiseDeliveryFailedAlert,
    inlineWaitMs,
  });

let sequence = 0;
const aText = (): OutboxMessage => ({
  clientId,
  channel: 'sms',
  recipient: `+4477009${String(10_000 + sequence++).slice(1)}`,
  body: 'Your receipt',
  topic: 'The receipt for order #7',
});
const rowOf = async (id: string) => {
  const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};
const alertsFor = (id: string) =>
  t.db
    .select()
    .from(alerts)
    .where(eq(alerts.causeKey, `delivery_failed:${id}`));
const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('the first try, inside the request', () => {
  it('answers sent when the provider takes it, and keeps no text a real provider has', async () => {
    const { provider } = scripted([]);
    const sent = await deliveryWith(provider).send(aText());
    expect(sent.status).toBe('sent');
    const row = await rowOf(sent.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.body).not.toContain('Your receipt');
  });

  it('keeps the text when the log is the provider, where people read it', async () => {
    const { provider } = scripted([], true);
    const sent = await deliveryWith(provider).send(aText());
    expect((await rowOf(sent.id)).body).toBe('Your receipt');
  });

  it('answers failed on a refusal and raises no alert when the person is shown it', async () => {
    const { provider, calls } = scripted([{ outcome: 'refused', reason: '550 no such user' }]);
    const delivery = deliveryWith(provider);
    const sent = await delivery.send(aText(), { isRefusalShown: true });
    expect(sent).toEqual({ id: sent.id, status: 'failed', reason: '550 no such user' });
    expect(await rowOf(sent.id)).toMatchObject({ status: 'failed', lastError: '550 no such user' });
    expect(await alertsFor(sent.id)).toEqual([]);
    // A refusal is for good: the dispatcher never tries it again.
    await delivery.dispatchDue(after(new Date(), 24 * 3_600_000));
    expect(calls).toHaveLength(1);
  });

  it('raises a delivery_failed alert for a refusal nobody is shown', async () => {
    const { provider } = scripted([{ outcome: 'refused', reason: '550 no such user' }]);
    const message = aText();
    const sent = await deliveryWith(provider).send(message);
    const [alert] = await alertsFor(sent.id);
    if (!alert) throw new Error('no alert was raised');
    expect(alert).toMatchObject({ clientId, type: 'delivery_failed', seen: false });
    expect(alert.text).toBe(
      `The receipt for order #7 to ${message.recipient} was not sent: the text message provider refused it (550 no such user).`,
    );
  });

  it('answers queued when the provider is slow, and the try still records its outcome', async () => {
    let release = () => {};
    const provider: DeliveryProvider = {
      keepsText: false,
      deliver: () =>
        new Promise((resolve) => {
          release = () => resolve({ outcome: 'accepted' });
        }),
    };
    const delivery = deliveryWith(provider, 50);
    const sent = await delivery.send(aText());
    expect(sent.status).toBe('queued');
    expect((await rowOf(sent.id)).status).toBe('sending');
    release();
    await delivery.settled();
    expect((await rowOf(sent.id)).status).toBe('sent');
  });
});

describe('the dispatcher', () => {
  it('retries a provider that is down 3 times, waiting 10, 20 and 40 s, then sends', async () => {
    const { provider, calls } = scripted([down(), down(), down()]);
    const delivery = deliveryWith(provider);
    const start = new Date();
    const sent = await delivery.send(aText());
    expect(sent.status).toBe('queued');
    let row = await rowOf(sent.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'ECONNREFUSED' });
    let due = row.nextAttemptAt;
    if (!due) throw new Error('a queued row has a next attempt');
    expect(due.getTime() - start.getTime()).toBeGreaterThanOrEqual(10_000);
    expect(due.getTime() - start.getTime()).toBeLessThan(11_000);

    for (const wait of [20_000, 40_000]) {
      // Not due a moment before; due on the dot.
      expect(await delivery.dispatchDue(after(due, -1))).toBe(0);
      expect(await delivery.dispatchDue(due)).toBe(1);
      row = await rowOf(sent.id);
      expect(row.status).toBe('queued');
      if (!row.nextAttemptAt) throw new Error('still queued');
      expect(row.nextAttemptAt.getTime() - due.getTime()).toBe(wait);
      due = row.nextAttemptAt;
    }
    expect(await delivery.dispatchDue(due)).toBe(1);
    expect(await rowOf(sent.id)).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    expect(calls).toHaveLength(4);
    expect(await alertsFor(sent.id)).toEqual([]);
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} tries: failed, with one alert naming what and to whom`, async () => {
    const { provider, calls } = scripted(Array.from({ length: 50 }, () => down('ETIMEDOUT')));
    const delivery = deliveryWith(provider);
    const message = aText();
    const sent = await delivery.send(message);
    let now = new Date();
    for (let pass = 0; pass < 40 && (await rowOf(sent.id)).status === 'queued'; pass++) {
      now = (await rowOf(sent.id)).nextAttemptAt ?? now;
      await delivery.dispatchDue(now);
    }
    expect(await rowOf(sent.id)).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: 'ETIMEDOUT',
      nextAttemptAt: null,
    });
    expect(calls).toHaveLength(OUTBOX_MAX_ATTEMPTS);
    const raised = await alertsFor(sent.id);
    expect(raised).toHaveLength(1);
    expect(raised[0]?.text).toBe(
      `The receipt for order #7 to ${message.recipient} was not sent: the text message provider could not be reached after ${OUTBOX_MAX_ATTEMPTS} tries (ETIMEDOUT).`,
    );
    await delivery.dispatchDue(after(now, 24 * 3_600_000));
    expect(calls).toHaveLength(OUTBOX_MAX_ATTEMPTS);
  });

  it('takes over a try whose process died, and the dead try can no longer write', async () => {
    const { provider } = scripted([]);
    const delivery = deliveryWith(provider);
    // A row left `sending` by a process that stopped mid-try.
    const [stale] = await t.db
      .insert(outbox)
      .values({
        ...aText(),
        attachments: null,
        status: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(),
      })
      .returning();
    if (!stale) throw new Error('insert returned nothing');
    expect(await delivery.dispatchDue(after(new Date(), 1_000))).toBe(1);
    expect(await rowOf(stale.id)).toMatchObject({ status: 'sent', attempts: 2 });
    const { markFailed } = await import('./outbox.js');
    expect(await markFailed(t.db, stale, 'late answer of the dead try')).toBeNull();
    expect((await rowOf(stale.id)).status).toBe('sent');
  });
});
