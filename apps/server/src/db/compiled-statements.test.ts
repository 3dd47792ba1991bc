import { sql } from 'drizzle-orm';
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '@/testing/postgres-only.js';
import { openTestDatabase } from '@/testing/test-database.js';
import type { Db } from './client.js';
import {
  createCompiledStatements,
  createSlots,
  MAX_NAMES,
  nameKeptStatements,
} from './compiled-statements.js';
import { isUniqueViolation } from './unique-violation.js';

describe('slots for a statement kept by shape', () => {
  it('puts each given value behind a placeholder, and names the shape by the columns given', () => {
    const slots = createSlots();
    const at = new Date('2026-11-28T12:00:00Z');
    const row = slots.slotRow('order', { id: 'a', notes: null, readyAt: at, total: undefined });
    expect(Object.keys(row)).toEqual(['id', 'notes', 'readyAt']);
    expect(row.notes).toBeNull();
    expect(row.id).not.toBe('a');
    expect(slots.values).toEqual({ 'order.id': 'a', 'order.readyAt': at });
    expect(slots.shape).toEqual(['order:id,notes=null,readyAt']);
  });

  it('gives two rows that differ only in values the same shape, and a null another', () => {
    const shapeOf = (notes: string | null) => {
      const slots = createSlots();
      slots.slotRow('order', { id: crypto.randomUUID(), notes });
      return slots.shape.join('|');
    };
    expect(shapeOf('one')).toBe(shapeOf('two'));
    expect(shapeOf(null)).not.toBe(shapeOf('one'));
  });
});

describe('kept statements on the database', () => {
  const countNamed = async (tx: Db) => {
    const result = (await tx.execute(
      sql`select count(*)::int as n from pg_prepared_statements where name like 'ot\_%'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  };

  /** Runs a statement new to every connection; answers its rows and how many names it left. */
  const runOnce = async (db: Db, isNaming: boolean) => {
    nameKeptStatements(isNaming);
    const statements = createCompiledStatements();
    const slots = createSlots();
    const value = slots.slot('label', 'kept');
    const fresh = sql.raw(`'${crypto.randomUUID()}'`);
    return db.transaction(async (tx) => {
      const before = await countNamed(tx);
      const rows = await statements.run(tx, slots, () =>
        tx
          .select({ label: sql<string>`${value}::text`, fresh: sql`${fresh}` })
          .from(sql`(select 1) as one`),
      );
      return { label: rows[0]?.[0], named: (await countNamed(tx)) - before };
    });
  };

  it('answers rows by position, prepared under a name, on PostgreSQL unless told not to', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const named = await runOnce(db, true);
      expect(named).toEqual({ label: 'kept', named: 1 });
      // The setting is for a pooler in front of PostgreSQL: PGlite, which has none, names it.
      const unnamed = await runOnce(db, false);
      expect(unnamed).toEqual({ label: 'kept', named: onPostgres ? 0 : 1 });
    } finally {
      nameKeptStatements(true);
      await close();
    }
  });

  const probe = pgTable('kept_probe', {
    id: integer('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  });

  it('keeps its name through a failed transaction, and runs outside one too', async () => {
    const { db, close } = await openTestDatabase();
    try {
      await db.execute(
        sql`create table kept_probe (id integer primary key, at timestamptz not null default now())`,
      );
      const statements = createCompiledStatements();
      const insert = (tx: Db, id: number) => {
        const slots = createSlots();
        const value = slots.slot('id', id);
        return statements.run(tx, slots, () =>
          tx.insert(probe).values({ id: value }).returning({ id: probe.id, at: probe.at }),
        );
      };
      const [first] = await db.transaction((tx) => insert(tx, 1));
      expect(first?.[0]).toBe(1);
      // A time comes back as PostgreSQL wrote it, as drizzle's own drivers read it.
      expect(typeof first?.[1]).toBe('string');
      expect(Number.isNaN(new Date(String(first?.[1])).getTime())).toBe(false);
      const duplicate = await db.transaction((tx) => insert(tx, 1)).catch((error) => error);
      expect(isUniqueViolation(duplicate)).toBe(true);
      expect(await db.transaction((tx) => insert(tx, 2))).toEqual([[2, expect.any(String)]]);
      expect(await insert(db, 3)).toEqual([[3, expect.any(String)]]);
      const ids = await db.select({ id: probe.id }).from(probe).orderBy(probe.id);
      expect(ids.map((row) => row.id)).toEqual([1, 2, 3]);
    } finally {
      await close();
    }
  });

  // Last: it uses up the names this file's process may give.
  it('names no more than MAX_NAMES shapes in a process, and still runs the rest', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const runs = [];
      for (let i = 0; i <= MAX_NAMES; i += 1) runs.push(await runOnce(db, true));
      expect(runs.every((run) => run.label === 'kept')).toBe(true);
      expect(runs.at(-1)?.named).toBe(0);
      expect(runs.filter((run) => run.named === 1).length).toBeLessThanOrEqual(MAX_NAMES);
    } finally {
      await close();
    }
  });
});
