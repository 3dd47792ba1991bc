import { it } from 'vitest';

/** True when the suite runs on PostgreSQL (TEST_DATABASE_URL), false on embedded PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const SKIP_REASON =
  'PostgreSQL only; skipped on PGlite, whose one connection runs transactions one after another';

/**
 * A race test: it can fail only where two transactions really overlap, so it runs
 * on PostgreSQL and is skipped on PGlite, where it would pass with or without the
 * lock it checks. The reason is part of its name, so a PGlite run lists it as
 * skipped and says why.
 */
export const itRacesOnPostgres = (
  name: string,
  test: () => Promise<void>,
  timeoutMs?: number,
): void => {
  const fullName = `${name} (${SKIP_REASON})`;
  // Printed as the file is collected, so the default reporter shows the skip as well.
  if (!onPostgres) console.info(`skipped on PGlite: ${name}`);
  it.skipIf(!onPostgres)(fullName, test, timeoutMs);
};
