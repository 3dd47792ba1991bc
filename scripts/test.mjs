// `npm test`: lint, typecheck, unit + API + component tests, the cluster tests (three server
// processes behind HAProxy, then through PgBouncer), then the Playwright journeys. Ends with
// one "N passed, N flaky, N failed" line summing every test that ran. A journey that failed
// and then passed on Playwright's retry is flaky, never counted as passed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isE2eRequired = process.env.E2E_REQUIRED === '1';
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';
const isClusterRequired = process.env.CLUSTER_REQUIRED === '1';
const clusterServerUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
fs.mkdirSync('.tmp', { recursive: true });

const run = (title, command, args, env = {}) => {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
let passed = 0;
let flaky = 0;
let failed = 0;
let ok = true;
/** Named again at the end: CI keeps only the tail of what this prints. */
const failures = [];

/** Vitest's JSON report: each failed test, and each file that failed outside its tests. */
const vitestFailures = (report) =>
  (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `failed: ${name} › ${test.fullName}`);
    if (tests.length > 0 || file.status !== 'failed') return tests;
    return [`failed: ${name} (${String(file.message ?? '').split('\n')[0]})`];
  });

/** Playwright's JSON report: each test whose last try failed, or that passed only on a retry. */
const journeyOutcomes = (suites, outcomes = []) => {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky')
          outcomes.push(
            `${test.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file} › ${spec.title}`,
          );
      }
    }
    journeyOutcomes(suite.suites, outcomes);
  }
  return outcomes;
};

ok = run('lint', 'npm', ['run', 'lint']) && ok;
ok = run('typecheck', 'npm', ['run', 'typecheck']) && ok;

fs.rmSync('.tmp/vitest.json', { force: true });
ok =
  run('unit, API and component tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.tmp/vitest.json',
  ]) && ok;
const vitest = readJson('.tmp/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  failures.push(...vitestFailures(vitest));
}

/** @type {boolean | null} built once for the cluster tests and the journeys, whichever runs */
let isBuilt = null;
const build = () => (isBuilt ??= run('build', 'npm', ['run', 'build']));

/** The cluster makes its databases on this server: is it there to answer? */
const isPostgresUp = async () => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: clusterServerUrl,
    connectionTimeoutMillis: 3000,
  });
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
};

const clusterMissing = [HAPROXY, PGBOUNCER].filter((file) => !fs.existsSync(file));
if (clusterMissing.length > 0 || !(await isPostgresUp())) {
  const why =
    clusterMissing.length > 0
      ? `${clusterMissing.join(' and ')} not found (apt-get install -y haproxy pgbouncer)`
      : 'PostgreSQL did not answer at TEST_DATABASE_URL or 127.0.0.1:5432';
  process.stdout.write(
    `\nThe cluster tests did not run: ${why}. CLUSTER_REQUIRED=1 makes this a failure.\n`,
  );
  if (isClusterRequired) ok = false;
} else {
  ok = build() && ok;
  const report = path.resolve('.tmp/cluster.json');
  fs.rmSync(report, { force: true });
  ok =
    run('cluster tests: 3 processes behind HAProxy, then through PgBouncer', 'npx', [
      'vitest',
      'run',
      '--config',
      'e2e/cluster/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]) && ok;
  const cluster = readJson(report);
  if (cluster) {
    passed += cluster.numPassedTests;
    failed += cluster.numFailedTests;
    failures.push(...vitestFailures(cluster));
  }
}

if (!fs.existsSync(CHROMIUM)) {
  process.stdout.write(
    `\nChromium not found at ${CHROMIUM}: the Playwright journeys did not run (apt-get install -y chromium; E2E_REQUIRED=1 makes this a failure).\n`,
  );
  if (isE2eRequired) ok = false;
} else {
  ok = build() && ok;
  fs.rmSync('.tmp/playwright.json', { force: true });
  ok =
    run('Playwright journeys', 'npm', ['run', 'test:e2e'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: '../.tmp/playwright.json',
    }) && ok;
  const journeys = readJson('.tmp/playwright.json');
  if (journeys) {
    passed += journeys.stats.expected;
    flaky += journeys.stats.flaky;
    failed += journeys.stats.unexpected;
    failures.push(...journeyOutcomes(journeys.suites));
  }
}

for (const failure of failures) process.stdout.write(`\n- ${failure}`);
process.stdout.write(`\n${passed} passed, ${flaky} flaky, ${failed} failed\n`);
process.exit(ok && failed === 0 ? 0 : 1);
