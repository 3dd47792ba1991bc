import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = new ApiClient(t.app);
  await api.login('owner@example.com', 'opentill-demo');
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await api.get('/api/no-such-thing/');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ detail: 'No API route matches GET /api/no-such-thing/.' });
  });

  it('accepts paths with and without the trailing slash', async () => {
    expect((await api.get('/api/whoami')).json().logged_in).toBe(true);
    expect((await api.get('/api/whoami/')).json().logged_in).toBe(true);
  });

  it('answers malformed JSON with a 400 and a sentence', async () => {
    const res = await api.post('/api/orders/orderadmin/', '{"wait_time": ', {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with a 413', async () => {
    const res = await api.post(
      '/api/orders/orderadmin/',
      JSON.stringify({ wait_time: 15, pad: 'x'.repeat(1_100_000) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request body is too large.' });
  });

  it('asks for a JSON object when the body is missing', async () => {
    const res = await api.post('/api/orders/orderadmin/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Send a JSON object in the request body.'] });
  });

  it('serves the OpenAPI document with snake_case fields', async () => {
    const res = await api.get('/api/docs/');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const waitTime =
      doc.paths['/api/orders/orderadmin/'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(waitTime.properties)).toEqual(['wait_time']);
  });

  it('reports health', async () => {
    expect((await api.get('/api/health/')).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('never sends internals in an error', async () => {
    const res = await api.get('/api/orders/orderadmin/?x=%E0%A4%A');
    expect(res.body).not.toMatch(/stack|at .*\.ts|select |postgres/i);
  });
});
