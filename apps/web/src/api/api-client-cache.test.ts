import { describe, expect, it } from 'vitest';
import { api, clearResponseCache } from '@/api/api-client';
import { setMerchantIdentifier } from '@/api/client-storage';
import { stubFetch } from '@/testing/fetch-stub';

// The api client's use of the response cache (spec 001 §7): which GETs reuse an answer,
// what clears it, and that polled money and order state always reaches the server.

const gets = (calls: { method: string; url: string }[], url: string) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith(url)).length;

const counting = (body: (n: number) => unknown) => {
  let n = 0;
  return () => ({ body: body(++n) });
};

describe('api client response cache', () => {
  it('reuses the till config for an identical GET, as its own copy', async () => {
    const { calls } = stubFetch({
      'GET /api/till-config/': counting((n) => ({ default_till_view: `view-${n}` })),
    });
    const first = await api.get<{ defaultTillView: string }>('till-config');
    const second = await api.get<{ defaultTillView: string }>('till-config');
    expect(second).toEqual({ defaultTillView: 'view-1' });
    expect(second).not.toBe(first);
    expect(gets(calls, '/api/till-config/')).toBe(1);
  });

  it('asks for orders, counts and the session every time (polled money and order state)', async () => {
    const { calls } = stubFetch({
      'GET /api/orders/orders/': counting((n) => ({ count: n, results: [] })),
      'GET /api/orders/orderadmin/': counting((n) => ({ requested_count: n })),
      'GET /api/session/': counting(() => ({ user: null, client: null, device: null })),
    });
    expect(await api.get('orders/orders', { query: { page: 1 } })).toMatchObject({ count: 1 });
    expect(await api.get('orders/orders', { query: { page: 1 } })).toMatchObject({ count: 2 });
    expect(await api.get('orders/orderadmin')).toEqual({ requestedCount: 1 });
    expect(await api.get('orders/orderadmin')).toEqual({ requestedCount: 2 });
    await api.get('session');
    await api.get('session');
    expect(gets(calls, '/api/session/')).toBe(2);
  });

  it('shares one request between identical GETs made while it is on its way', async () => {
    const { calls } = stubFetch({
      'GET /api/orders/orders/kitchen/': counting((n) => ({ results: [n] })),
    });
    const [a, b] = await Promise.all([
      api.get('orders/orders/kitchen'),
      api.get('orders/orders/kitchen'),
    ]);
    expect(a).toEqual({ results: [1] });
    expect(b).toEqual({ results: [1] });
    expect(gets(calls, '/api/orders/orders/kitchen/')).toBe(1);
  });

  it('forgets every answer when a change is sent, so nothing stale shows after it', async () => {
    const { calls } = stubFetch({
      'GET /api/till-config/': counting((n) => ({ default_till_view: `view-${n}` })),
      'PATCH /api/till-config/update/': { body: {} },
      'POST /api/orders/orders/': { status: 400, body: { notes: ['Too long.'] } },
    });
    await api.get('till-config');
    await api.patch('till-config/update', { defaultTillView: 'quick_till' });
    expect(await api.get('till-config')).toEqual({ defaultTillView: 'view-2' });
    // A refused change clears it too: the server may have changed something before refusing.
    await api.post('orders/orders', {}).catch(() => undefined);
    expect(await api.get('till-config')).toEqual({ defaultTillView: 'view-3' });
    expect(gets(calls, '/api/till-config/')).toBe(3);
  });

  it('keeps one merchant’s answers from another’s', async () => {
    const { calls } = stubFetch({
      'GET /api/orders/tables/': counting((n) => [{ name: `Table ${n}` }]),
    });
    setMerchantIdentifier('corner-cafe');
    await api.get('orders/tables');
    setMerchantIdentifier('harbour-fish');
    expect(await api.get('orders/tables')).toEqual([{ name: 'Table 2' }]);
    expect(gets(calls, '/api/orders/tables/')).toBe(2);
  });

  it('goes to the server for a fresh GET, and for any GET after clearResponseCache', async () => {
    const { calls } = stubFetch({
      'GET /api/till-config/': counting((n) => ({ default_till_view: `view-${n}` })),
    });
    await api.get('till-config');
    expect(await api.get('till-config', { fresh: true })).toEqual({ defaultTillView: 'view-2' });
    clearResponseCache();
    expect(await api.get('till-config')).toEqual({ defaultTillView: 'view-3' });
    expect(gets(calls, '/api/till-config/')).toBe(3);
  });
});
