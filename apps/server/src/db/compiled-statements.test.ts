import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '@/testing/postgres-only.js';
import { openTestDatabase } from '@/testing/test-database.js';
import type { Db } from './client.js';
import {
  createCompiledStatements,
  createSlots,
  nameKeptStatements,
} from './compiled-statements.js';

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

  it('answers rows by position, prepared under a name on PostgreSQL unless told not to', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const named = await runOnce(db, true);
      expect(named.label).toBe('kept');
      // PGlite takes no names: only PostgreSQL keeps the statement.
      expect(named.named).toBe(onPostgres ? 1 : 0);
      const unnamed = await runOnce(db, false);
      expect(unnamed).toEqual({ label: 'kept', named: 0 });
    } finally {
      nameKeptStatements(true);
      await close();
    }
  });
});
