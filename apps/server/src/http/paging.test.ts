import { describe, expect, it } from 'vitest';
import { pagingQuerySchema } from '@opentill/contract/http/paging';
import { offsetOf, toPage } from './paging.js';

describe('paging', () => {
  it('links to the neighbouring pages, keeping the other query values', () => {
    const page = toPage(
      ['k'],
      25,
      { page: 2, limit: 10 },
      '/api/orders/orders/?page=2&limit=10&live=true',
    );
    expect(page).toEqual({
      count: 25,
      next: '/api/orders/orders/?page=3&limit=10&live=true',
      previous: '/api/orders/orders/?page=1&limit=10&live=true',
      results: ['k'],
    });
  });

  it('has no next on the last page and no previous on the first', () => {
    expect(toPage([], 10, { page: 1, limit: 10 }, '/api/x/')).toMatchObject({
      next: null,
      previous: null,
    });
    expect(toPage([], 0, { page: 1, limit: 10 }, '/api/x/')).toMatchObject({
      count: 0,
      next: null,
    });
  });

  it('turns page and limit into an offset', () => {
    expect(offsetOf({ page: 3, limit: 12 })).toBe(24);
  });

  it('reads page and limit from a query, with readable refusals', () => {
    expect(pagingQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pagingQuerySchema.parse({ page: '2', limit: '50' })).toEqual({ page: 2, limit: 50 });
    const bad = pagingQuerySchema.safeParse({ page: '0', limit: '1000' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Pages start at 1.',
      'Ask for at most 200 rows.',
    ]);
  });
});
