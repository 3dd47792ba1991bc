import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  citusViolations,
  distributedViolations,
  planViolations,
  readCatalog,
  replicatedViolations,
  type Catalog,
  type DistributionPlan,
} from '@/testing/citus-catalog.js';
import { openTestDatabase } from '@/testing/test-database.js';
import type { Db } from './client.js';
import {
  DISTRIBUTION_COLUMN,
  distributedTables,
  localTables,
  referenceTables,
} from './distribution-plan.js';

// Citus cannot run here, so readiness is the migrated schema checked against what Citus
// enforces when it distributes tables (README "Distribution (Citus)"). The second block
// builds a schema that breaks each rule once, so a check that could not fail would show.

const plan: DistributionPlan = {
  distributionColumn: DISTRIBUTION_COLUMN,
  distributed: Object.keys(distributedTables),
  reference: Object.keys(referenceTables),
  local: Object.keys(localTables),
};

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

describe('the migrated schema is ready for Citus', () => {
  let catalog: Catalog;
  beforeAll(async () => {
    catalog = await readCatalog(db, 'public', DISTRIBUTION_COLUMN);
  });

  it('places every table in exactly one list of the distribution plan', () => {
    expect(catalog.tables.length).toBeGreaterThan(50);
    expect(planViolations(catalog, plan)).toEqual([]);
  });

  it('keys every distributed table by client_id, and pairs client_id in each foreign key between them', () => {
    expect(distributedViolations(catalog, plan)).toEqual([]);
  });

  it('gives no reference table a foreign key to a merchant table, nor a local table one', () => {
    expect(replicatedViolations(catalog, plan)).toEqual([]);
  });
});

describe('the readiness checks', () => {
  const scratch = 'citus_readiness_scratch';
  const scratchPlan: DistributionPlan = {
    distributionColumn: 'client_id',
    distributed: ['keyed', 'by_id', 'loose', 'nullable', 'texty', 'gone'],
    reference: ['tenants', 'codes'],
    local: ['queue'],
  };

  it('find each breach of a schema that breaks every rule once', async () => {
    const s = scratch;
    for (const statement of [
      `create schema ${s}`,
      `create table ${s}.tenants (id uuid primary key)`,
      `create table ${s}.keyed (client_id uuid not null references ${s}.tenants(id) on delete cascade,
        id uuid not null, primary key (client_id, id))`,
      `create table ${s}.by_id (client_id uuid not null, id uuid primary key, token text unique)`,
      `create table ${s}.loose (client_id uuid not null, id uuid not null, keyed_id uuid,
        by_id_id uuid references ${s}.by_id(id), primary key (client_id, id),
        foreign key (client_id, keyed_id) references ${s}.keyed(client_id, id) on delete set null)`,
      `create table ${s}.nullable (client_id uuid, id uuid not null, unique (client_id, id))`,
      `create table ${s}.texty (client_id text not null, id uuid, primary key (client_id, id))`,
      `create table ${s}.codes (id uuid primary key, keyed_client uuid, keyed_id uuid,
        foreign key (keyed_client, keyed_id) references ${s}.keyed(client_id, id))`,
      `create table ${s}.queue (id uuid primary key, keyed_client uuid, keyed_id uuid,
        foreign key (keyed_client, keyed_id) references ${s}.keyed(client_id, id))`,
      `create table ${s}.unplanned (id uuid primary key)`,
    ])
      await db.execute(sql.raw(statement));
    const catalog = await readCatalog(db, scratch, 'client_id');
    expect(citusViolations(catalog, scratchPlan).sort()).toEqual(
      [
        'unplanned: in no list of the distribution plan',
        'gone: in the distribution plan but not in the database',
        'by_id: primary key by_id_pkey (id) lacks client_id',
        'by_id: unique index by_id_token_key (token) lacks client_id',
        'loose: foreign key loose_by_id_id_fkey (by_id_id) → by_id (id) does not pair client_id with client_id',
        'loose: foreign key loose_client_id_keyed_id_fkey would set client_id on delete (SET NULL/DEFAULT)',
        'nullable: client_id may be null',
        'nullable: has no primary key',
        'texty: client_id is text, not uuid',
        "codes: reference table's foreign key codes_keyed_client_keyed_id_fkey → keyed, not a reference table",
        "queue: local table's foreign key queue_keyed_client_keyed_id_fkey → keyed, a distributed table",
      ].sort(),
    );
  });
});
