import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { api, buildApiUrl } from '@/api/api-client';
import { ApiError, getFirstFieldErrors } from '@/api/api-error';
import { onApiEvent, type ApiEvent } from '@/api/api-events';
import { setMerchantIdentifier, setScreenId } from '@/api/client-storage';
import { stubFetch } from '@/testing/fetch-stub';

const recordEvents = () => {
  const events: ApiEvent[] = [];
  const unsubscribe = onApiEvent(({ type }) => events.push(type));
  onTestFinished(unsubscribe);
  return events;
};

describe('buildApiUrl', () => {
  it('puts paths under /api/ with a trailing slash before any query string', () => {
    expect(buildApiUrl('session')).toBe('/api/session/');
    expect(buildApiUrl('/orders/orderadmin')).toBe('/api/orders/orderadmin/');
    expect(buildApiUrl('alerts/unseen_count/')).toBe('/api/alerts/unseen_count/');
    expect(buildApiUrl('orders/orders?page=2')).toBe('/api/orders/orders/?page=2');
  });

  it('sends query keys in snake_case and leaves out empty values', () => {
    expect(
      buildApiUrl('orders/orders', { deliverTo: 'delivery', page: 1, date: undefined, live: null }),
    ).toBe('/api/orders/orders/?deliver_to=delivery&page=1');
  });
});

describe('api client', () => {
  it('sends cookies, snake_case bodies, and camelizes answers', async () => {
    const { calls } = stubFetch({
      'POST /api/password/set/': {
        body: { wait_time: 15, nested_list: [{ to_collect_count: 2 }] },
      },
    });
    const answer = await api.post('password/set', { currentPassword: 'a', passwordConfirm: 'b' });
    expect(answer).toEqual({ waitTime: 15, nestedList: [{ toCollectCount: 2 }] });
    expect(calls[0]?.body).toEqual({ current_password: 'a', password_confirm: 'b' });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves a large list as the wire spells it when asked, but never an error', async () => {
    stubFetch({
      'GET /api/orders/products/': { body: [{ id: 'p1', price_pence: 220 }] },
      'GET /api/orders/favourites/': { status: 400, body: { some_field: ['Wrong.'] } },
    });
    expect(await api.get('orders/products', { keepWireCase: true })).toEqual([
      { id: 'p1', price_pence: 220 },
    ]);
    // The same address without the option is a different answer, not the cached one.
    expect(await api.get('orders/products')).toEqual([{ id: 'p1', pricePence: 220 }]);
    const refused = api.get('orders/favourites', { keepWireCase: true });
    await expect(refused).rejects.toMatchObject({ body: { someField: ['Wrong.'] } });
  });

  it('sends a caller’s extra headers, such as Idempotency-Key, beside its own', async () => {
    document.cookie = 'csrftoken=abc123; path=/';
    const { calls } = stubFetch({ 'POST /api/orders/orders/': { body: {} } });
    await api.post('orders/orders', {}, { headers: { 'Idempotency-Key': 'checkout-1' } });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('checkout-1');
    expect(calls[0]?.headers.get('X-CSRFToken')).toBe('abc123');
  });

  it('echoes the csrftoken cookie on unsafe methods only', async () => {
    document.cookie = 'csrftoken=abc123; path=/';
    const { calls } = stubFetch({
      'GET /api/session/': { body: {} },
      'POST /api/logout/': { status: 204 },
      'DELETE /api/things/1/': { status: 204 },
    });
    await api.get('session');
    await api.post('logout');
    await api.delete('things/1');
    expect(calls.map((c) => c.headers.get('X-CSRFToken'))).toEqual([null, 'abc123', 'abc123']);
  });

  it('names the merchant in X-DT-SCHEMA and a paired screen in Authorization', async () => {
    const { calls } = stubFetch({ 'GET /api/session/': { body: {} } });
    await api.get('session');
    setMerchantIdentifier('corner-cafe');
    setScreenId('9b2f6a8e-0000-4000-8000-000000000001');
    await api.get('session');
    expect(calls[0]?.headers.get('X-DT-SCHEMA')).toBeNull();
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(calls[1]?.headers.get('X-DT-SCHEMA')).toBe('corner-cafe');
    expect(calls[1]?.headers.get('Authorization')).toBe(
      'Screen 9b2f6a8e-0000-4000-8000-000000000001',
    );
  });

  it('turns a 400 into an ApiError with camelCased field errors', async () => {
    stubFetch({
      'POST /api/password/set/': {
        status: 400,
        body: { current_password: ['Current password is incorrect.'] },
      },
    });
    const error = await api.post('password/set', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(getFirstFieldErrors(error)).toEqual({
      currentPassword: 'Current password is incorrect.',
    });
  });

  it('keeps the detail of a 429', async () => {
    stubFetch({
      'POST /api/login/': {
        status: 429,
        body: { detail: 'Too many attempts. Try again in 60 seconds.' },
      },
    });
    const error = (await api.post('login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.detail).toBe('Too many attempts. Try again in 60 seconds.');
  });

  it('reports any 403 as a forbidden event, and a 401 as unauthorized', async () => {
    const events = recordEvents();
    stubFetch({
      'POST /api/orders/availability/pause/': {
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      },
      'GET /api/client/': {
        status: 401,
        body: { detail: 'Authentication credentials were not provided.' },
      },
    });
    await expect(api.post('orders/availability/pause', {})).rejects.toMatchObject({ status: 403 });
    await expect(api.get('client')).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual(['forbidden', 'unauthorized']);
  });

  it('does not report a refused log-out call, so log out cannot loop', async () => {
    const events = recordEvents();
    stubFetch({ 'POST /api/logout/': { status: 403, body: { detail: 'CSRF Failed.' } } });
    await expect(api.post('logout', undefined, { skipAuthEvents: true })).rejects.toMatchObject({
      status: 403,
    });
    expect(events).toEqual([]);
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('session')).rejects.toMatchObject({ status: 0 });
  });
});
