import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TillDevice } from '@/offline/outbox-types';

const post = vi.fn<(path: string, body: unknown) => Promise<TillDevice>>();
vi.mock('@/api/api-client', () => ({
  api: { post: (path: string, body: unknown) => post(path, body) },
}));

const { offlineDb } = await import('@/offline/offline-db');
const { ensureTillDevice, readDeviceUuid, seqKey } = await import('@/offline/till-device');

const counter = async () =>
  (await offlineDb().meta.get(seqKey(await readDeviceUuid())))?.value ?? 0;

describe('ensureTillDevice', () => {
  beforeEach(async () => {
    post.mockReset();
    await offlineDb().meta.clear();
  });

  it('registers once, and carries the sale counter on from the server’s last number', async () => {
    post.mockResolvedValue({ id: 'dev-7', number: 7, name: 'Counter terminal', lastSeq: 41 });
    expect(await ensureTillDevice('corner-cafe')).toMatchObject({ id: 'dev-7', number: 7 });
    expect(post).toHaveBeenCalledWith('devices/tills', { deviceUuid: await readDeviceUuid() });
    expect(await counter()).toBe(41);
    expect(await ensureTillDevice('corner-cafe')).toMatchObject({ id: 'dev-7' });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('never lowers a counter that is already ahead', async () => {
    await offlineDb().meta.put({ key: seqKey(await readDeviceUuid()), value: 60 });
    post.mockResolvedValue({ id: 'dev-2', number: 2, name: 'Till 2', lastSeq: 12 });
    await ensureTillDevice('corner-cafe');
    expect(await counter()).toBe(60);
  });

  it('is null, and keeps nothing, while the server cannot be asked', async () => {
    post.mockRejectedValue(new Error('offline'));
    expect(await ensureTillDevice('corner-cafe')).toBeNull();
    expect(await counter()).toBe(0);
  });
});
