import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type Query } from 'drizzle-orm';
import type { Db } from './client.js';
import { pgliteInTransaction, runNamedOnPglite } from './pglite-named-statements.js';

/** More shapes than this means something varies that should not: start again. */
const MAX_SHAPES = 500;
/**
 * Each name keeps a parsed statement and, after five runs, its plan, for as long as the
 * connection (or PGlite's database) lives: past this many names in a process, new shapes
 * are sent unnamed, so a long day of unusual orders cannot grow them without end.
 */
export const MAX_NAMES = 100;
const namesGiven = new Set<string>();
const mayName = (name: string): boolean => {
  if (namesGiven.has(name)) return true;
  if (namesGiven.size >= MAX_NAMES) return false;
  namesGiven.add(name);
  return true;
};

/**
 * Whether kept statements are prepared on PostgreSQL under a name (node-postgres then
 * parses one once per connection, and PostgreSQL plans it once it has seen it five times)
 * or sent afresh each time. Off behind a pooler in transaction mode (PgBouncer before
 * 1.21), which may run the next statement on a connection that never saw the name:
 * DATABASE_PREPARED_STATEMENTS=off. One setting per process, set where the database is
 * opened. PGlite, which has no pooler, names them inside a transaction whatever it says
 * (pglite-named-statements.ts).
 */
let isNaming = true;
export const nameKeptStatements = (isOn: boolean): void => {
  isNaming = isOn;
};

/**
 * A hot statement's text, built by drizzle once per shape and kept (issue 18: building a
 * statement of a few hundred parts cost more CPU than PostgreSQL spent running it).
 * A shape is everything the text depends on: which rows, which of their columns are
 * given. Values go in as placeholders, so one text serves every request of its shape;
 * drizzle still encodes each value for its column when the placeholders are filled.
 */
export type Slots = {
  /** Placeholder name → value, for filling the kept statement. */
  readonly values: Record<string, unknown>;
  /** Names what the statement's text depends on, in the order the slots were made. */
  readonly shape: string[];
  /** A placeholder standing in for `value` wherever a builder wants a value. */
  slot<T>(name: string, value: T): T;
  /** A row of column values with each given value replaced by a placeholder. */
  slotRow<T extends object>(name: string, row: T): T;
};

export const createSlots = (): Slots => {
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  const slot = <T>(name: string, value: T): T => {
    values[name] = value;
    // A placeholder goes wherever a value does; the builders never look inside it.
    return sql.placeholder(name) as unknown as T;
  };
  return {
    values,
    shape,
    slot,
    slotRow: <T extends object>(name: string, row: T): T => {
      const slotted: Record<string, unknown> = {};
      const given: string[] = [];
      for (const [column, value] of Object.entries(row)) {
        // An absent value is the column's default: part of the text, not a value. A null
        // is kept as it is (drizzle encodes no null when it fills a placeholder), and so
        // is part of the shape too.
        if (value === undefined) continue;
        if (value === null) {
          slotted[column] = null;
          given.push(`${column}=null`);
          continue;
        }
        slotted[column] = slot(`${name}.${column}`, value);
        given.push(column);
      }
      shape.push(`${name}:${given.join(',')}`);
      return slotted as T;
    },
  };
};

type Buildable = { toSQL(): Query };

/** Keeps statements by shape; `run` builds one only the first time its shape is seen. */
export const createCompiledStatements = () => {
  const byShape = new Map<string, Query & { name: string }>();
  return {
    /**
     * Runs the statement `build` makes from slotted inputs, on `tx` (inside its transaction),
     * answering its rows as arrays in the order of its select list.
     */
    async run(tx: Db, slots: Slots, build: () => Buildable): Promise<unknown[][]> {
      const key = slots.shape.join('|');
      let query = byShape.get(key);
      if (!query) {
        if (byShape.size >= MAX_SHAPES) byShape.clear();
        const built = build().toSQL();
        // The name follows the text, so two shapes never share one.
        const name = `ot_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
        query = { ...built, name };
        byShape.set(key, query);
      }
      const isNamed = mayName(query.name);
      const pglite = isNamed ? pgliteInTransaction(tx) : undefined;
      if (pglite)
        return runNamedOnPglite(
          pglite,
          query.name,
          query.sql,
          fillPlaceholders(query.params, slots.values),
        );
      const prepared = tx._.session.prepareQuery<{
        execute: unknown[][];
        all: unknown;
        values: unknown;
      }>(query, undefined, isNaming && isNamed ? query.name : undefined, true, (rows) => rows);
      return prepared.execute(slots.values);
    },
  };
};
