import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Refusals made by the router, before any route runs, keep the API's error shape.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

describe('the router', () => {
  it('answers a wrongly encoded path with 400 and a detail sentence', async () => {
    const res = await owner.get('/api/orders/categories/retrieve/%C0%AF/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'This address is not valid: part of it is wrongly encoded.',
    });
  });

  it('takes a slug up to the 200 characters the slug schema allows', async () => {
    const res = await owner.get(`/api/orders/categories/retrieve/${'a'.repeat(200)}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('detail');
  });

  it('answers a path part over 200 characters with 414 and a detail sentence', async () => {
    const res = await owner.get(`/api/orders/categories/retrieve/${'a'.repeat(201)}/`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'Part of this address is too long.' });
  });
});
