import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { buildDeps } from '@/infra/build-deps.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// What every answer carries (audit D9: security headers) and how it travels
// (compressed assets and JSON), on the app as main.ts builds it, web app included.

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-served-'));
const script = `console.log(${JSON.stringify('the till '.repeat(400))});`;

let t: TestApp;
let app: FastifyInstance;
const appWith = async (env: Record<string, string>) => {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', ...env }), webDist: dist };
  const built = await buildApp(buildDeps(t.db, config, silentLog));
  await built.ready();
  return built;
};

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>OpenTill</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  // What the web build writes beside each asset (apps/web/vite.config.ts).
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js.br'),
    zlib.brotliCompressSync(script),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(script));
  t = await createTestApp();
  app = await appWith({ PUBLIC_URL: 'http://opentill.test' });
});
afterAll(async () => {
  await app.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const directivesOf = (csp: unknown): Map<string, string> =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );

describe('security headers', () => {
  it.each(['/', '/till', '/api/session/', '/api/nope/'])('are on %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
  });

  it('let the app do what it does: inline styles, photo previews, the alert sound, the terminal', async () => {
    const csp = directivesOf((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('media-src')).toBe("'self' data:");
    // A shop's terminal is https on its LAN; the simulator may be plain http on this machine.
    expect(csp.get('connect-src')).toBe("'self' https: http://localhost:* http://127.0.0.1:*");
    // A plain-http shop server must keep working: nothing is upgraded to https.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('pin HTTPS only where the server is served over it', async () => {
    expect((await app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const secure = await appWith({ PUBLIC_URL: 'https://till.example' });
    try {
      const res = await secure.inject({ url: '/' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

describe('compression', () => {
  it('serves an asset brotli-compressed at build time to a browser that takes br', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('compresses a JSON answer over 1 KB, and leaves a small one as it is', async () => {
    const owner = await tillSession(app, CORNER_CAFE.ownerEmail);
    const big = await owner.get('/api/orders/products/', { 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    const products = JSON.parse(zlib.gunzipSync(big.rawPayload).toString()) as unknown[];
    expect(products.length).toBeGreaterThan(10);
    const brotli = await owner.get('/api/orders/products/', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const small = await new ApiClient(app).get('/api/health/', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('still streams the transactions CSV, compressed', async () => {
    const owner = await tillSession(app, CORNER_CAFE.ownerEmail);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    const res = await owner.request(
      'POST',
      '/api/report/transactionReport/as_csv/',
      { from_date: today, to_date: today },
      { 'accept-encoding': 'gzip' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('gzip');
    const csv = zlib.gunzipSync(res.rawPayload).toString();
    expect(csv).toContain('Order ID');
  });
});
