// Throwaway databases on a PostgreSQL server, one per cluster run.
import pg from 'pg';

/** The server a cluster makes its database on, unless it is given one to use. */
export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** @param {string} serverUrl @param {string} name the same server, database `name` */
export const databaseUrlOf = (serverUrl, name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** @param {string} serverUrl @param {(client: pg.Client) => Promise<unknown>} work */
const asAdmin = async (serverUrl, work) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
};

/**
 * Makes an empty database `name` (dropping one left by an earlier run of the same name).
 * @param {string} serverUrl @param {string} name letters, digits and _ only
 */
export const createDatabase = async (serverUrl, name) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await asAdmin(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  return databaseUrlOf(serverUrl, name);
};

/** @param {string} serverUrl @param {string} name */
export const dropDatabase = (serverUrl, name) =>
  asAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
