// Helpers of the reports bench (reports.mjs): quantiles, the log-in, the server's
// memory from /proc, the export ranges and a plain text table.
import fs from 'node:fs';

/** @param {number[]} xs @param {number} q */
export const quantile = (xs, q) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

/**
 * A signed-in session: its cookies and the CSRF token the POSTs send back.
 * @param {string} base @param {{ email: string; password: string }} who
 */
export const logIn = async (base, who) => {
  const jar = new Map();
  const remember = (/** @type {Response} */ res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  remember(await fetch(`${base}/api/session/`));
  const res = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: cookie(),
      'X-CSRFToken': jar.get('csrftoken') ?? '',
    },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`log in as ${who.email} failed: ${res.status}`);
  remember(res);
  return { cookie: cookie(), csrf: jar.get('csrftoken') ?? '' };
};

/**
 * A process's resident set and its high-water mark, in KB (Linux /proc).
 * @param {number} pid
 */
export const readRss = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (/** @type {string} */ key) =>
    Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
};

/**
 * The last `months` months up to `toDate` ('yyyy-MM-dd'), both ends inclusive: 1 month is
 * the 30 days to toDate, 6 months the 182.
 * @param {string} toDate @param {number} months
 */
export const csvRange = (toDate, months) => {
  const days = months === 1 ? 30 : Math.round(months * 30.4);
  const from = new Date(Date.parse(`${toDate}T00:00:00Z`) - (days - 1) * 86_400_000);
  return { fromDate: from.toISOString().slice(0, 10), toDate };
};

/**
 * Timed runs of `once` after a warm-up: `runs` of them, or fewer (never under 5) when
 * they pass `budgetMs`, so a report taking seconds does not hold the bench for minutes;
 * the warm-up likewise stops after a quarter of the budget (but runs once at least).
 * The first warm-up's time rides along as `first`: a cold statement, or a cache filled.
 * bench-year-bare-sql.ts times the bare statements the same way.
 * @param {() => Promise<void>} once @param {{ warmup: number; runs: number; budgetMs: number }} plan
 */
export const timeRuns = async (once, plan) => {
  const warming = performance.now();
  let first = NaN;
  for (
    let i = 0;
    i < plan.warmup && (i === 0 || performance.now() - warming < plan.budgetMs / 4);
    i++
  ) {
    const t0 = performance.now();
    await once();
    if (i === 0) first = performance.now() - t0;
  }
  /** @type {number[] & { first?: number }} */
  const ms = [];
  ms.first = first;
  const started = performance.now();
  while (
    ms.length < plan.runs &&
    (ms.length < Math.min(5, plan.runs) || performance.now() - started < plan.budgetMs)
  ) {
    const t0 = performance.now();
    await once();
    ms.push(performance.now() - t0);
  }
  return ms;
};

/** A plain text table. @param {string[]} head @param {string[][]} rows */
export const table = (head, rows) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
};
