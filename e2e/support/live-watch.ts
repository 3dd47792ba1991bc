import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Response } from '@playwright/test';

// Live push journeys' helpers (issue 15): each page notes, on its own clock, when a card or
// ticket first appears and when a Home number changes, so a journey can tell how long a
// sale took to reach another screen without polling it from outside.

type Watch = { seen: Record<string, number>; stats: Record<string, [string, number][]> };

/** Before the page loads: a MutationObserver that notes articles and Home numbers. */
export const watchScreen = async (page: Page) => {
  await page.addInitScript(() => {
    const watch: Watch = { seen: {}, stats: {} };
    (window as unknown as { liveWatch: Watch }).liveWatch = watch;
    const note = () => {
      const now = Date.now();
      for (const article of document.querySelectorAll('article')) {
        const labelledBy = article.getAttribute('aria-labelledby');
        const label =
          article.getAttribute('aria-label') ??
          (labelledBy === null ? '' : (document.getElementById(labelledBy)?.textContent ?? ''));
        watch.seen[label] ??= now;
        // 'Order 57|Mark collected': when the card first offered that step.
        for (const button of article.querySelectorAll('button'))
          watch.seen[`${label}|${button.textContent ?? ''}`] ??= now;
      }
      for (const section of document.querySelectorAll('section[aria-labelledby]')) {
        const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
        const name = heading?.textContent ?? '';
        const value = (section.textContent ?? '').slice(name.length).trim();
        const changes = (watch.stats[name] ??= []);
        if (changes.at(-1)?.[0] !== value) changes.push([value, now]);
      }
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
};

/**
 * When the page first showed an article with this name ('Order 57', '#57'), or a button in
 * it ('Order 57|Mark collected').
 */
export const firstSeen = async (page: Page, label: string): Promise<number> => {
  const at = await page.evaluate(
    (name) => (window as unknown as { liveWatch: Watch }).liveWatch.seen[name],
    label,
  );
  if (at === undefined) throw new Error(`${label} was never shown`);
  return at;
};

/** When the Home number named `stat` first read `value` at or after `since`. */
export const statChangedAt = async (page: Page, stat: string, value: string, since: number) => {
  const changes = await page.evaluate(
    (name) => (window as unknown as { liveWatch: Watch }).liveWatch.stats[name] ?? [],
    stat,
  );
  const change = changes.find(([shown, at]) => shown === value && at >= since);
  if (change === undefined) throw new Error(`${stat} never read ${value}`);
  return change[1];
};

/** When the browser sent the request behind this response (its own clock, ms since 1970). */
export const sentAt = (response: Response): number => response.request().timing().startTime;

/** When the browser had the whole answer (its own clock): the sale is committed by then. */
export const answeredAt = (response: Response): number => {
  const timing = response.request().timing();
  return timing.startTime + timing.responseEnd;
};

/** Waits until the page's stream is open: its response has arrived. */
export const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/events/stream/'));

export const liveNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Live updates paused' });

/** Cuts the stream: every new connection fails as a dropped network would. */
export const cutStream = async (page: Page) => {
  await page.route('**/api/events/stream/**', (route) => route.abort('connectionreset'));
};

export const restoreStream = async (page: Page) => {
  await page.unroute('**/api/events/stream/**');
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** p50 and p95 of a screen's latencies, printed and kept in .tmp/live-latency.json. */
export const reportLatency = (screen: string, latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const summary = {
    screen,
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1),
  };
  console.log(`live push ${JSON.stringify(summary)}`);
  const file = path.resolve(import.meta.dirname, '../../.tmp/live-latency.json');
  const kept = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...kept, [screen]: summary }, null, 2));
  expect(sorted.length).toBeGreaterThan(0);
};
