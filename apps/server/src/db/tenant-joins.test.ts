import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  getTableName,
  is,
  One,
} from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  aliasesIn,
  drizzleJoins,
  equatesClientId,
  sqlJoins,
  type FoundJoin,
} from '@/testing/join-scan.js';
import { distributedTables } from './distribution-plan.js';
import * as schema from './schema/index.js';

// "No query joins two tenants' rows" (README "Distribution (Citus)"): composite foreign keys
// make every link tenant-local, and every join that brings in a merchant table equates its
// client_id, with the other side's or with the request's merchant. Joins to reference tables
// (clients, users) need not: they are on every node, and a superadmin's support view reads a
// user of another merchant on purpose. Joins to subqueries and CTEs are not tables, so not
// scanned; a correlated subquery is not a join and is not scanned either.

const srcRoot = path.resolve(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

const tables = Object.entries(schema).flatMap(([name, value]) =>
  is(value, PgTable) ? [[name, getTableName(value)] as const] : [],
);
const sqlNameOfExport = new Map<string, string>(tables);
const sqlNames = new Set<string>(tables.map(([, sqlName]) => sqlName));
const distributed = new Set(Object.keys(distributedTables));

/** The SQL table a join brings in, or undefined for a subquery, a CTE or a function. */
const joinedTable = (join: FoundJoin, aliases: Map<string, string>): string | undefined => {
  const name = aliases.get(join.target) ?? join.target;
  return (
    sqlNameOfExport.get(name) ?? (join.kind === 'sql' && sqlNames.has(name) ? name : undefined)
  );
};

/** Joins of merchant tables whose ON condition does not pin the joined table's client_id. */
const untenantedJoins = (file: string, source: string): string[] => {
  const aliases = aliasesIn(source);
  return [...drizzleJoins(source), ...sqlJoins(source)].flatMap((join) => {
    const table = joinedTable(join, aliases);
    if (!table || !distributed.has(table) || equatesClientId(join)) return [];
    return [`${path.relative(srcRoot, file)}:${join.line} joins ${table} without its client_id`];
  });
};

describe("no query joins two merchants' rows", () => {
  it('finds the joins it checks, of both kinds', () => {
    const all = sourceFiles(srcRoot).map((file) => readFileSync(file, 'utf8'));
    expect(all.flatMap((source) => drizzleJoins(source)).length).toBeGreaterThan(30);
    expect(all.flatMap((source) => sqlJoins(source)).length).toBeGreaterThan(10);
  });

  it("pins client_id in every join of a merchant table in the server's source", () => {
    const found = sourceFiles(srcRoot).flatMap((file) =>
      untenantedJoins(file, readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('reports a join that does not, in drizzle and in SQL', () => {
    const source = [
      'db.select().from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId))',
      '  .leftJoin(payments, and(eq(payments.clientId, orders.clientId), eq(payments.orderId, orders.id)))',
      '  .innerJoin(users, eq(users.id, orders.createdByUserId));',
      'const earlier = alias(printJobs, "earlier");',
      'db.select().from(printJobs).innerJoin(earlier, eq(earlier.printerId, printJobs.printerId));',
      'sql`select 1 from orders o join customers c on c.id = o.customer_id',
      '  left join refunds r on r.client_id = o.client_id and r.order_id = o.id',
      '  join ${products} on ${products.id} = o.id where o.client_id = ${clientId}`',
    ].join('\n');
    expect(untenantedJoins(path.join(srcRoot, 'example.ts'), source)).toEqual([
      'example.ts:1 joins orders without its client_id',
      'example.ts:5 joins print_jobs without its client_id',
      'example.ts:6 joins customers without its client_id',
      'example.ts:8 joins products without its client_id',
    ]);
  });

  it('pairs client_id in every relation between merchant tables', () => {
    const { tables: config } = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
    const unpaired = Object.values(config).flatMap((table) =>
      Object.entries(table.relations).flatMap(([name, relation]) => {
        // A "many" relation is the other side of a "one", which is checked there.
        if (!is(relation, One) || !relation.config) return [];
        const { fields, references } = relation.config;
        const from = table.dbName;
        const to = getTableName(relation.referencedTable);
        if (!distributed.has(from) || !distributed.has(to)) return [];
        const at = fields.findIndex((field) => field.name === 'client_id');
        return at !== -1 && references[at]?.name === 'client_id' ? [] : [`${from}.${name} → ${to}`];
      }),
    );
    expect(Object.keys(config).length).toBeGreaterThan(10);
    expect(unpaired).toEqual([]);
  });
});
