import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { registerWebApp } from './web-app.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-web-'));
const app = Fastify();

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>OpenTill</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self');
  await app.register(async (api) => registerErrorHandler(api), { prefix: '/api' });
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers page paths with the app shell, never cached', async () => {
    for (const url of ['/', '/orders', '/till/hot-drinks/coffee?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>OpenTill</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('leaves unknown API paths to the API, as JSON', async () => {
    const res = await app.inject({ url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No API route matches GET /api/nope/.' });
  });

  it('refuses to start without a built app', async () => {
    await expect(registerWebApp(Fastify(), path.join(dist, 'missing'))).rejects.toThrow(
      /The web app is not built/,
    );
  });
});
