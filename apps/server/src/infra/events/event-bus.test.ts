import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.js';
import { openEventStream } from '@/modules/events/event-stream.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import { cafeClientId, eventsAfter, lastEventOf } from '@/testing/event-fixtures.js';
import { onPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { createEventBus, type EventBus, type EventNote } from './event-bus.js';
import { LISTENER_APPLICATION_NAME } from './pg-event-bus.js';

// The bus (issue 15): NOTIFY is delivered on commit only, and a listener that drops
// (pg_terminate_backend on PostgreSQL) reconnects and loses no event.

let t: TestApp;
let bus: EventBus;
let clientId: string;
const notes: EventNote[] = [];
const warnings: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  clientId = await cafeClientId(t.db);
  bus = createEventBus(t.db, { warn: (message) => warnings.push(message) });
  bus.subscribe((note) => notes.push(note));
  await until(() => notes.some((note) => note.kind === 'resync'));
});
afterAll(async () => {
  await bus.close();
  await t.close();
});

const until = async (isDone: () => boolean, timeoutMs = 5000) => {
  const started = Date.now();
  while (!isDone()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const heard = (id: number) =>
  notes.some((note) => note.kind === 'event' && note.clientId === clientId && note.id === id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends the LISTEN connection from the server side, as a restart or an admin would. */
const killListener = async (db: Db): Promise<number> => {
  const result = (await db.execute(sql`select pg_terminate_backend(pid) as killed
    from pg_stat_activity
    where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length;
};

describe('the event bus', () => {
  it('hears a committed event, and nothing from a rolled-back one', async () => {
    const before = await lastEventOf(t.db, clientId);
    await expect(
      t.db.transaction(async (tx) => {
        await recordEvent(tx, { clientId, type: 'ordering.paused' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await t.db.transaction((tx) => recordEvent(tx, { clientId, type: 'ordering.resumed' }));
    const committed = await lastEventOf(t.db, clientId);
    await until(() => heard(committed));
    // The rolled-back insert drew an id between the two, and no note names it.
    const eventNotes = notes.filter((n) => n.kind === 'event' && n.id > before);
    expect(eventNotes).toEqual([{ kind: 'event', clientId, id: committed }]);
    expect(committed).toBeGreaterThan(before + 1);
  });

  it('loses no event when the LISTEN connection is killed', async () => {
    const sink = new PassThrough();
    let text = '';
    sink.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const from = await lastEventOf(t.db, clientId);
    const stream = openEventStream(sink, {
      db: t.db,
      bus,
      scope: { clientId, types: null },
      after: from,
    });
    const resyncs = notes.filter((note) => note.kind === 'resync').length;
    // On PGlite the listener lives in this process and there is no connection to kill:
    // the same writes must still all arrive.
    expect(await killListener(t.db).catch(() => 0)).toBe(onPostgres ? 1 : 0);
    for (let i = 0; i < 5; i += 1)
      await t.db.transaction((tx) => recordEvent(tx, { clientId, type: 'order.created' }));
    const last = await lastEventOf(t.db, clientId);
    await until(() => text.includes(`id: ${last}\n`), 10_000);
    stream.end();
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.at(-1)).toBe(last);
    if (onPostgres) {
      await until(() => notes.filter((note) => note.kind === 'resync').length > resyncs);
      expect(warnings.length).toBeGreaterThan(0);
      await sleep(50);
      // Reconnected: one listener again, hearing new events.
      await t.db.transaction((tx) => recordEvent(tx, { clientId, type: 'order.paid' }));
      const paid = await lastEventOf(t.db, clientId);
      await until(() => heard(paid));
    }
  });

  it('commits one merchant’s ids in id order, so a reader past an id has seen all below it', async () => {
    const from = await lastEventOf(t.db, clientId);
    // The first takes its id, then holds its transaction open; the second must wait.
    const slow = t.db.transaction(async (tx) => {
      await recordEvent(tx, { clientId, type: 'order.created' });
      await sleep(300);
    });
    await sleep(50);
    await t.db.transaction((tx) => recordEvent(tx, { clientId, type: 'order.paid' }));
    const seen = await eventsAfter(t.db, clientId, from);
    expect(seen.map((e) => e.type)).toEqual(['order.created', 'order.paid']);
    await slow;
  });
});

describe('DATABASE_LISTEN_URL', () => {
  // PGlite has no connection to send elsewhere: its LISTEN is in this process.
  it.skipIf(!onPostgres)(
    'sends the LISTEN connection there, not where the pool goes (PostgreSQL only)',
    async () => {
      const poolUrl = (t.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options.connectionString;
      const lost: string[] = [];
      const nowhere = createEventBus(
        t.db,
        { warn: (m) => lost.push(m) },
        'postgres://x@127.0.0.1:1/x',
      );
      const heardThere: EventNote[] = [];
      const there = createEventBus(t.db, { warn: () => {} }, poolUrl);
      nowhere.subscribe(() => {});
      there.subscribe((note) => heardThere.push(note));
      try {
        await until(() => lost.length > 0);
        await until(() => heardThere.some((note) => note.kind === 'resync'));
        await t.db.transaction((tx) => recordEvent(tx, { clientId, type: 'order.created' }));
        const created = await lastEventOf(t.db, clientId);
        await until(() => heardThere.some((note) => note.kind === 'event' && note.id === created));
      } finally {
        await nowhere.close();
        await there.close();
      }
    },
  );
});
