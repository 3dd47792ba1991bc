// `npm test`: lint, typecheck, unit + API + component tests, then the Playwright journeys.
// Ends with one "N passed, N flaky, N failed" line summing every test that ran. A journey that
// failed and then passed on Playwright's retry is flaky, never counted as passed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isE2eRequired = process.env.E2E_REQUIRED === '1';
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
}

if (!fs.existsSync(CHROMIUM)) {
  process.stdout.write(
    `\nChromium not found at ${CHROMIUM}: the Playwright journeys did not run (apt-get install -y chromium; E2E_REQUIRED=1 makes this a failure).\n`,
  );
  if (isE2eRequired) ok = false;
} else {
  ok = run('build', 'npm', ['run', 'build']) && ok;
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
  }
}

process.stdout.write(`\n${passed} passed, ${flaky} flaky, ${failed} failed\n`);
process.exit(ok && failed === 0 ? 0 : 1);
