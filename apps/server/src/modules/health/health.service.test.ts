import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPgliteCopy } from '@/testing/template-database.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { isDatabaseReachable } from './health.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('isDatabaseReachable', () => {
  it('is true while the database answers', async () => {
    const errors: string[] = [];
    const log = { error: (_details: object, message: string) => void errors.push(message) };
    expect(await isDatabaseReachable(t.db, log)).toBe(true);
    expect(errors).toEqual([]);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'is false once the database is gone, and logs why (on PGlite, which can be closed under the app)',
    async () => {
      const dump = inject('pgliteTemplate');
      if (!dump) throw new Error('the test template was not built');
      const handle = await openPgliteCopy(dump);
      await handle.close();
      const errors: { details: object; msg: string }[] = [];
      const log = { error: (details: object, msg: string) => void errors.push({ details, msg }) };
      expect(await isDatabaseReachable(handle.db, log)).toBe(false);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.msg).toBe('readiness: the database did not answer');
      expect(errors[0]?.details).toMatchObject({ err: { type: expect.stringMatching(/Error/) } });
    },
  );
});
