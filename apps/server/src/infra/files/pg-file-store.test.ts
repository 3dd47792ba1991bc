import { describe, expect, it } from 'vitest';
import { twoAppInstances } from '@/testing/second-app-instance.js';
import { createPgFileStore } from './pg-file-store.js';

const processes = twoAppInstances();

// Every byte value, so nothing is lost to text encoding on the way in or out.
const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

describe('createPgFileStore', () => {
  it('gives back what was put, as a Buffer, and nothing once deleted', async () => {
    const store = createPgFileStore(processes.first.db);
    const key = 'photos/users/round-trip/a1b2.jpg';
    await store.put(key, everyByte);
    const read = await store.get(key);
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read?.equals(everyByte)).toBe(true);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('replaces a file put again under its key', async () => {
    const store = createPgFileStore(processes.first.db);
    const key = 'photos/users/replaced/c3d4.jpg';
    await store.put(key, Buffer.from('first'));
    await store.put(key, Buffer.from('second'));
    expect((await store.get(key))?.toString()).toBe('second');
  });

  it('answers null for a key never put, and deletes one without error', async () => {
    const store = createPgFileStore(processes.first.db);
    expect(await store.get('photos/users/nobody/none.jpg')).toBeNull();
    await expect(store.delete('photos/users/nobody/none.jpg')).resolves.toBeUndefined();
  });

  it('serves a file another process put, and sees it deleted there', async () => {
    const key = 'photos/users/shared/e5f6.jpg';
    await createPgFileStore(processes.first.db).put(key, everyByte);
    const there = createPgFileStore(processes.second.db);
    expect((await there.get(key))?.equals(everyByte)).toBe(true);
    await there.delete(key);
    expect(await createPgFileStore(processes.first.db).get(key)).toBeNull();
  });

  it('refuses a key that is not one the server makes', async () => {
    const store = createPgFileStore(processes.first.db);
    await expect(store.put('../etc/passwd', everyByte)).rejects.toThrow('not a file key');
    await expect(store.get('photos//x.jpg')).rejects.toThrow('not a file key');
  });
});
