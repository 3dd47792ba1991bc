import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// D3 of the audit: a body nested past reason is refused with a 400 before anything
// walks it, log-in included, never a stack overflow's 500.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

describe('deeply nested JSON (D3)', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('is refused with 400 before log-in, even 8,000 levels deep', async () => {
    const anonymous = new ApiClient(t.app);
    const res = await anonymous.request('POST', '/api/login/', nested(8000), {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['The request body is nested too deeply: at most 32 levels.'],
    });
  });

  it('is refused at 33 levels and let through to validation at 32', async () => {
    const tooDeep = await owner.request('POST', '/api/orders/customers/', nested(33), {
      'content-type': 'application/json',
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toHaveProperty('non_field_errors');
    const deepest = await owner.request('POST', '/api/orders/customers/', nested(32), {
      'content-type': 'application/json',
    });
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json()).toEqual({
      non_field_errors: ['Send a JSON object in the request body.'],
    });
  });
});
