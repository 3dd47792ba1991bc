import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { Db } from './client.js';

/**
 * PGlite's query() sends every statement unnamed, so it parses and plans it again each
 * time: for the order insert that was 1.6 of its 4.5 ms of SQL (issue 18). A kept
 * statement run inside a transaction is sent here instead: parsed under its name once
 * per database, then bound and executed, through PGlite's own protocol calls. Outside a
 * transaction it takes the usual way, which holds PGlite's transaction lock so that it
 * never lands inside another request's transaction.
 */

/** The drizzle dialect each PGlite database was opened with: a transaction shares it. */
const pgliteByDialect = new WeakMap<object, PGlite>();
/** Statement name → its parameters' type oids, per database: names outlive rollbacks. */
const preparedByDatabase = new WeakMap<PGlite, Map<string, number[]>>();

const dialectOf = (db: Db): object => (db as unknown as { dialect: object }).dialect;

export const registerPgliteDatabase = (db: Db, client: PGlite): void => {
  pgliteByDialect.set(dialectOf(db), client);
};

// As drizzle's PGlite driver reads them (drizzle-orm/pglite/session.js): dates, times and
// intervals as PostgreSQL wrote them, for the columns' own decoders.
const asWritten = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asWritten]),
);

/** The PGlite database `tx` is a transaction on; undefined on PostgreSQL or outside one. */
export const pgliteInTransaction = (tx: Db): PGlite | undefined => {
  const client = pgliteByDialect.get(dialectOf(tx));
  // Outside a transaction the session's client is the database itself.
  const isTransaction = (tx._.session as unknown as { client: unknown }).client !== client;
  return client && isTransaction ? client : undefined;
};

const namesOf = (client: PGlite): Map<string, number[]> => {
  const known = preparedByDatabase.get(client) ?? new Map<string, number[]>();
  preparedByDatabase.set(client, known);
  return known;
};

/** Runs `text` prepared as `name` inside `client`'s open transaction; rows as arrays. */
export const runNamedOnPglite = (
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<unknown[][]> => {
  const known = namesOf(client);
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  const { serialize } = protocol;
  return client._runExclusiveQuery(async () => {
    const messages = [];
    try {
      let types = known.get(name);
      if (!types) {
        await send(serialize.parse({ name, text, types: [] }));
        types = parse.parseDescribeStatementResults(
          await send(serialize.describe({ type: 'S', name })),
        );
        known.set(name, types);
      }
      const paramTypes = types;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await send(serialize.bind({ statement: name, values }))));
      messages.push(...(await send(serialize.describe({ type: 'P' }))));
      messages.push(...(await send(serialize.execute({}))));
    } finally {
      // Ends the exchange whether or not it failed, as PGlite's query() does.
      await send(serialize.sync());
    }
    const [result] = parse.parseResults(messages, client.parsers, {
      rowMode: 'array',
      parsers: DRIZZLE_PARSERS,
    });
    return (result?.rows ?? []) as unknown[][];
  });
};
