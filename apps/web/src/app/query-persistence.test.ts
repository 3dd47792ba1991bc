import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { persistTillData } from '@/app/query-persistence';
import { offlineDb } from '@/offline/offline-db';

const KEY = ['catalogue', 'category', 'sandwiches'];
const edited = { products: [{ name: 'Cheese Toastie', allergens: { peanuts: 'may_contain' } }] };

/** What a page opened next would start with. */
const reopened = async () => {
  const next = new QueryClient();
  await persistTillData(next);
  return next.getQueryData(KEY);
};

describe('the till data kept for the next page', () => {
  beforeEach(async () => {
    await offlineDb().cache.clear();
  });

  it('keeps new answers within a second, with no page event needed', async () => {
    const client = new QueryClient();
    await persistTillData(client);
    client.setQueryData(KEY, edited);
    await expect.poll(reopened, { timeout: 2_000, interval: 50 }).toEqual(edited);
  });

  it('keeps what the page had when it is closed before the wait is over', async () => {
    const client = new QueryClient();
    await persistTillData(client);
    client.setQueryData(KEY, edited);
    window.dispatchEvent(new Event('pagehide'));
    // Read before the save's own wait (1 s) could have written it.
    await expect.poll(reopened, { timeout: 500, interval: 10 }).toEqual(edited);
  });

  it('keeps nothing a till does not need with no server, such as orders', async () => {
    const client = new QueryClient();
    await persistTillData(client);
    client.setQueryData(['orders', 'list'], { results: [] });
    client.setQueryData(KEY, edited);
    window.dispatchEvent(new Event('pagehide'));
    const next = new QueryClient();
    await expect
      .poll(async () => {
        await persistTillData(next);
        return next.getQueryData(KEY);
      })
      .toEqual(edited);
    expect(next.getQueryData(['orders', 'list'])).toBeUndefined();
  });
});
