import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';

// What Citus asks of a schema before it distributes it, checked against the catalog of a
// migrated database (db/citus-readiness.test.ts). The rules are those create_distributed_table,
// create_reference_table and ALTER TABLE … ADD FOREIGN KEY enforce on a Citus cluster.

export type DistributionPlan = {
  distributionColumn: string;
  distributed: readonly string[];
  reference: readonly string[];
  local: readonly string[];
};

type ColumnRow = { table: string; notNull: boolean; type: string };
/** A primary key, unique constraint or unique (or exclusion) index: its key columns. */
type KeyRow = { table: string; name: string; isPrimary: boolean; columns: string[] };
type ForeignKeyRow = {
  table: string;
  name: string;
  columns: string[];
  references: string;
  referencedColumns: string[];
  /** pg_constraint's action codes: a no action, r restrict, c cascade, n set null, d set default. */
  onDelete: string;
  onUpdate: string;
};

export type Catalog = {
  tables: string[];
  /** The distribution column of each table that has one. */
  tenantColumns: ColumnRow[];
  keys: KeyRow[];
  foreignKeys: ForeignKeyRow[];
};

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Column names of an attribute-number array, in order; an expression (0) reads '(expression)'. */
const namesOf = (attnums: SQL, relation: SQL, limit: SQL = sql`true`) => sql`coalesce((
    select json_agg(coalesce(a.attname::text, '(expression)') order by u.i)
    from unnest(${attnums}) with ordinality u(n, i)
    left join pg_attribute a on a.attrelid = ${relation} and a.attnum = u.n
    where ${limit}), '[]'::json)`;

export const readCatalog = async (
  db: Db,
  schema: string,
  distributionColumn: string,
): Promise<Catalog> => {
  const inSchema = sql`n.nspname = ${schema}`;
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where ${inSchema} and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  const tenantColumns = await rowsOf<ColumnRow>(
    db,
    sql`select c.relname as "table", a.attnotnull as "notNull",
          format_type(a.atttypid, a.atttypmod) as type
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where ${inSchema} and c.relkind in ('r', 'p') and a.attname = ${distributionColumn}
          and not a.attisdropped`,
  );
  const keys = await rowsOf<KeyRow>(
    db,
    sql`select c.relname as "table", i.relname as name, x.indisprimary as "isPrimary",
          ${namesOf(sql`x.indkey::int2[]`, sql`x.indrelid`, sql`u.i <= x.indnkeyatts`)} as columns
        from pg_index x join pg_class i on i.oid = x.indexrelid
        join pg_class c on c.oid = x.indrelid join pg_namespace n on n.oid = c.relnamespace
        where ${inSchema} and (x.indisunique or x.indisexclusion)`,
  );
  const foreignKeys = await rowsOf<ForeignKeyRow>(
    db,
    sql`select c.relname as "table", k.conname as name,
          ${namesOf(sql`k.conkey`, sql`k.conrelid`)} as columns,
          r.relname as "references",
          ${namesOf(sql`k.confkey`, sql`k.confrelid`)} as "referencedColumns",
          k.confdeltype as "onDelete", k.confupdtype as "onUpdate"
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace join pg_class r on r.oid = k.confrelid
        where ${inSchema} and k.contype = 'f'`,
  );
  return { tables: tables.map((t) => t.name), tenantColumns, keys, foreignKeys };
};

/** Every table in exactly one list, and every listed table in the database. */
export const planViolations = (catalog: Catalog, plan: DistributionPlan): string[] => {
  const lists = [...plan.distributed, ...plan.reference, ...plan.local];
  const inDb = new Set(catalog.tables);
  return [
    ...catalog.tables.flatMap((table) => {
      const count = lists.filter((name) => name === table).length;
      if (count === 0) return [`${table}: in no list of the distribution plan`];
      return count > 1 ? [`${table}: in more than one list of the distribution plan`] : [];
    }),
    ...[...new Set(lists)]
      .filter((table) => !inDb.has(table))
      .map((table) => `${table}: in the distribution plan but not in the database`),
  ];
};

// Citus refuses a foreign key that includes the distribution column with these actions:
// a SET NULL or SET DEFAULT would change it, as would an ON UPDATE CASCADE.
const WRITES_KEY_ON_DELETE = new Set(['n', 'd']);
const WRITES_KEY_ON_UPDATE = new Set(['n', 'd', 'c']);

/** Keys and foreign keys of the distributed tables, as Citus needs them. */
export const distributedViolations = (catalog: Catalog, plan: DistributionPlan): string[] => {
  const column = plan.distributionColumn;
  const distributed = new Set(plan.distributed);
  const local = new Set(plan.local);
  const ofTable = <T extends { table: string }>(rows: T[], table: string) =>
    rows.filter((row) => row.table === table);
  // A planned table missing from the database is planViolations' to report.
  const inDb = plan.distributed.filter((table) => catalog.tables.includes(table));
  return inDb.flatMap((table) => {
    const tenant = catalog.tenantColumns.find((row) => row.table === table);
    const keys = ofTable(catalog.keys, table);
    const problems: string[] = [];
    if (!tenant) problems.push(`has no ${column} column`);
    else {
      if (!tenant.notNull) problems.push(`${column} may be null`);
      // One colocation group: every distribution column has the same type.
      if (tenant.type !== 'uuid') problems.push(`${column} is ${tenant.type}, not uuid`);
    }
    if (!keys.some((key) => key.isPrimary)) problems.push('has no primary key');
    for (const key of keys)
      if (!key.columns.includes(column))
        problems.push(
          `${key.isPrimary ? 'primary key' : 'unique index'} ${key.name} (${key.columns.join(', ')}) lacks ${column}`,
        );
    for (const fk of ofTable(catalog.foreignKeys, table)) {
      const at = fk.columns.indexOf(column);
      if (local.has(fk.references))
        problems.push(`foreign key ${fk.name} references ${fk.references}, a local table`);
      if (distributed.has(fk.references) && (at === -1 || fk.referencedColumns[at] !== column))
        problems.push(
          `foreign key ${fk.name} (${fk.columns.join(', ')}) → ${fk.references} (${fk.referencedColumns.join(', ')}) does not pair ${column} with ${column}`,
        );
      if (at !== -1 && WRITES_KEY_ON_DELETE.has(fk.onDelete))
        problems.push(`foreign key ${fk.name} would set ${column} on delete (SET NULL/DEFAULT)`);
      if (at !== -1 && WRITES_KEY_ON_UPDATE.has(fk.onUpdate))
        problems.push(`foreign key ${fk.name} would change ${column} on update`);
    }
    return problems.map((problem) => `${table}: ${problem}`);
  });
};

/** Reference tables reference only reference tables; local tables never distributed ones. */
export const replicatedViolations = (catalog: Catalog, plan: DistributionPlan): string[] => {
  const reference = new Set(plan.reference);
  const distributed = new Set(plan.distributed);
  return catalog.foreignKeys.flatMap((fk) => {
    if (reference.has(fk.table) && !reference.has(fk.references))
      return [
        `${fk.table}: reference table's foreign key ${fk.name} → ${fk.references}, not a reference table`,
      ];
    if (plan.local.includes(fk.table) && distributed.has(fk.references))
      return [
        `${fk.table}: local table's foreign key ${fk.name} → ${fk.references}, a distributed table`,
      ];
    return [];
  });
};

export const citusViolations = (catalog: Catalog, plan: DistributionPlan): string[] => [
  ...planViolations(catalog, plan),
  ...distributedViolations(catalog, plan),
  ...replicatedViolations(catalog, plan),
];
