import path from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_LISTEN_URL: z.string().optional(),
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('OpenTill <no-reply@opentill.local>'),
  SMS_PROVIDER_URL: z.string().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_FROM: z.string().default('OpenTill'),
  SUPPORT_EMAIL: z.string().default('support@opentill.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0', '']).default('false'),
  SEED_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  JOBS: z.enum(['on', 'off']).default('on'),
  PRINTER_HEALTH_EVERY_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  PRINTERS_ON_LOOPBACK: z.enum(['allow', 'refuse']).default('refuse'),
  PRINCIPAL_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  OPENTILL_DEMO: z.enum(['1', '0', 'true', 'false', '']).default(''),
});

/** OPENTILL_DEMO: `on` (1) asks for the demo, `off` (0) never, `auto` (unset) decides by the database. */
export type DemoSetting = 'auto' | 'on' | 'off';
const demoSettings = { '1': 'on', true: 'on', '0': 'off', false: 'off', '': 'auto' } as const;

/** PRINTERS_ON_LOOPBACK: `allow` lets a network printer be on this server's loopback (simulators). */
export type PrintersOnLoopback = 'allow' | 'refuse';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * Where the one LISTEN connection for live events goes; DATABASE_URL unless set. Behind a
   * pooler in transaction mode (PgBouncer) it must reach PostgreSQL directly: LISTEN belongs
   * to a session, which such a pooler does not keep.
   */
  databaseListenUrl?: string;
  /**
   * Hot statements prepared on PostgreSQL under a name; off behind a pooler in transaction
   * mode that cannot carry them (PgBouncer before 1.21).
   */
  preparedStatements: boolean;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  sms: { providerUrl?: string; apiKey?: string; from: string };
  supportEmail: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  /** Folder of the built web app; absent means the API runs alone (tests, dev). */
  webDist?: string;
  seedDays: number;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (rate limits key on it). */
  trustProxy: boolean;
  /** Cookies get the Secure flag only behind HTTPS. */
  secureCookies: boolean;
  /** The in-process jobs (alerts) tick in this process; JOBS=off leaves them to other processes. */
  isJobsOn: boolean;
  /** How often each network printer is asked its status (Settings → Printers' badge). */
  printerHealthEveryMs: number;
  /** `refuse`: a printer on loopback would be the server's own ports (SSRF); dev and tests allow it. */
  printersOnLoopback: PrintersOnLoopback;
  /** OPENTILL_DEMO: seed the demo merchants at start-up (db/seed/demo-at-start.ts decides `auto`). */
  demo: DemoSetting;
  /** How long a process may answer who a session is from memory (0: never); principal-cache.ts. */
  principalCacheMs: number;
};

/** Reads the environment once; a bad value stops start-up with the variable's name. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseListenUrl: e.DATABASE_LISTEN_URL || undefined,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on',
    publicUrl,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    sms: { providerUrl: e.SMS_PROVIDER_URL || undefined, apiKey: e.SMS_API_KEY, from: e.SMS_FROM },
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    seedDays: e.SEED_DAYS,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    secureCookies: publicUrl.startsWith('https://'),
    isJobsOn: e.JOBS === 'on',
    printerHealthEveryMs: e.PRINTER_HEALTH_EVERY_MS,
    printersOnLoopback: e.PRINTERS_ON_LOOPBACK,
    demo: demoSettings[e.OPENTILL_DEMO],
    principalCacheMs: e.PRINCIPAL_CACHE_MS,
  };
};
