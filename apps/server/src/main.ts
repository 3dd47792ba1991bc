import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { DEMO_PASSWORD } from './db/seed/demo-constants.js';

// The app's modules load while the embedded database opens (its WebAssembly start-up is
// most of a cold start), rather than one after the other.
const loadAppModules = () =>
  Promise.all([
    import('pino'),
    import('./app.js'),
    import('./db/migrate.js'),
    import('./db/seed/demo-at-start.js'),
    import('./infra/build-deps.js'),
    import('./infra/jobs/job-runner.js'),
    import('./modules/alerts/alert-jobs.js'),
    import('./modules/events/event-jobs.js'),
    import('./infra/jobs/outbox-dispatch-job.js'),
    import('./http/idempotency-store.js'),
    import('./http/attempt-limiter.js'),
    import('./modules/setup/setup.service.js'),
    import('./modules/printing/printing-jobs.js'),
  ]);

// apps/server/src or apps/server/dist → apps/web/dist
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const start = async () => {
  const config = loadConfig();
  // Settled into a value at once: a refusal (the data directory is in use) that comes while
  // the modules still load must wait here for its clear message, not crash the process as
  // an unhandled rejection.
  const opening = openDatabase(config).then(
    (handle) => ({ handle }),
    (error: unknown) => ({ error }),
  );
  const [
    { default: pino },
    { buildApp, loggerOptions },
    { migrateDatabase },
    { seedDemoAtStart },
    { buildDeps },
    { createJobRunner },
    { alertJobs },
    { eventJobs },
    { createOutboxRunner },
    { idempotencyJobs },
    { attemptMarkJobs },
    { isSetupNeeded },
    { createPrintingWork },
  ] = await loadAppModules();
  const log = pino(loggerOptions(config.logLevel) as import('pino').LoggerOptions);
  const opened = await opening;
  if ('error' in opened) {
    if (opened.error instanceof DataDirInUseError) {
      process.stderr.write(`OpenTill cannot start: ${opened.error.message}\n`);
      process.exit(1);
    }
    throw opened.error;
  }
  const { handle } = opened;
  await migrateDatabase(handle, log);
  // Real merchants never find demo log-ins beside them: see demo-at-start.ts for when it is seeded.
  const demo = await seedDemoAtStart(handle.db, {
    setting: config.demo,
    databaseKind: handle.kind,
    days: config.seedDays,
  });
  if (demo.isSeeded) log.info(`seeded the demo merchants with ${config.seedDays} days of orders`);
  if (!config.smtpUrl) {
    log.warn(
      'SMTP_URL is not set: mail, with its password-reset, log-in and invite links, goes to the ' +
        'outbox table and this log, where anyone who reads the log can use the links. ' +
        'Set SMTP_URL before real people use this server.',
    );
  }

  const webDist = config.webDist ?? (fs.existsSync(defaultWebDist) ? defaultWebDist : undefined);
  const deps = buildDeps(handle.db, { ...config, webDist }, log);
  const app = await buildApp(deps);
  // Every process may tick; the lease lets one of them run each job (DESIGN.md §4).
  const jobs = config.isJobsOn
    ? createJobRunner({
        db: handle.db,
        jobs: [...alertJobs, ...eventJobs, ...idempotencyJobs, ...attemptMarkJobs],
        log,
      })
    : null;
  const dispatcher = config.isJobsOn ? createOutboxRunner(handle.db, deps.outbox, log) : null;
  const printing = config.isJobsOn
    ? createPrintingWork(handle.db, log, config.printerHealthEveryMs, config.printersOnLoopback)
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: closing`);
    // Before the app and the database close: a running tick finishes and the leases go.
    await jobs?.stop();
    await dispatcher?.stop();
    await printing?.dispatcher.stop();
    await printing?.health.stop();
    await app.close();
    await deps.outbox.settled();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  jobs?.start();
  dispatcher?.start();
  printing?.dispatcher.start();
  printing?.health.start();
  const setupLine = (await isSetupNeeded(handle.db))
    ? [`No business is set up yet: open http://localhost:${config.port}/setup to set up yours.`]
    : [];
  const where = handle.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  const demoLogins = [
    `Demo logins (password ${DEMO_PASSWORD}): owner@example.com · manager@example.com · staff@example.com · owner@harbour.example · support@example.com (superadmin)`,
    'Cashiers: Sam (PIN 1234) · Alex (no PIN). Terminal and refund PIN: 2468',
  ];
  process.stdout.write(
    [
      '',
      `OpenTill is running at http://localhost:${config.port}  (database: ${where})`,
      ...(demo.isPresent ? demoLogins : []),
      ...setupLine,
      '',
    ].join('\n'),
  );
};

start().catch((error: unknown) => {
  process.stderr.write(
    `OpenTill failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
