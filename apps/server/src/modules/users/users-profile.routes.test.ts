import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@opentill/contract/accounts/account-constants';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import { storedFiles } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { makePng, multipartForm } from '@/testing/account-fixtures.js';
import { ApiClient } from '@/testing/api-client.js';
import { terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

let t: TestApp;
let staff: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
});
afterAll(() => t.close());

const png = (data: Buffer) => ({ data, filename: 'me.png', type: 'image/png' });

describe('PATCH /api/users/me/', () => {
  it('requires authentication', async () => {
    const res = await new ApiClient(t.app).patch('/api/users/me/', multipartForm({ phone: '1' }));
    expect(res.statusCode).toBe(401);
  });

  it('changes only the fields sent non-empty, and answers the user', async () => {
    const res = await staff.patch(
      '/api/users/me/',
      multipartForm({ first_name: ' Sofia ', last_name: '', phone: '07700 900333' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: CORNER_CAFE.staffEmail,
      first_name: 'Sofia',
      last_name: 'Staff',
      phone: '07700 900333',
      photo: null,
    });
    expect((await staff.get('/api/users/me/')).json()).toEqual(res.json());
    const json = await staff.patch('/api/users/me/', { last_name: 'Stafford' });
    expect(json.json()).toMatchObject({ first_name: 'Sofia', last_name: 'Stafford' });
  });

  it('refuses a name over 20 characters on its field', async () => {
    const res = await staff.patch('/api/users/me/', multipartForm({ first_name: 'x'.repeat(21) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [ACCOUNT_MESSAGES.firstNameTooLong] });
  });

  it('stores a PNG as a JPEG at most 400 px, served from the photo URL', async () => {
    const res = await staff.patch(
      '/api/users/me/',
      multipartForm({}, png(await makePng(1200, 800))),
    );
    expect(res.statusCode).toBe(200);
    const { id, photo } = res.json();
    expect(photo).toMatch(new RegExp(`^/api/users/${id}/photo/\\?v=[0-9a-f]{16}$`));
    const served = await staff.get(photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('private');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 267 });
    expect(meta.exif).toBeUndefined();
    const again = await staff.get(photo, { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await staff.get('/api/session/')).json().user.photo).toBe(photo);
  });

  it('gives a new photo a new URL, keeps only the new file and never enlarges', async () => {
    const before = (await staff.get('/api/users/me/')).json().photo;
    const res = await staff.patch(
      '/api/users/me/',
      multipartForm({}, png(await makePng(200, 300))),
    );
    const { id, photo: after } = res.json();
    expect(after).not.toBe(before);
    const meta = await sharp((await staff.get(after)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    const kept = await t.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(like(storedFiles.key, `photos/users/${id}/%`));
    const hash = new URL(after, 'http://x').searchParams.get('v');
    expect(kept).toEqual([{ key: `photos/users/${id}/${hash}.jpg` }]);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const text = Buffer.from('just some text, not a picture\n');
    const res = await staff.patch(
      '/api/users/me/',
      multipartForm({ first_name: 'Nope' }, png(text)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ photo: [ACCOUNT_MESSAGES.photoNotImage] });
    expect((await staff.get('/api/users/me/')).json().first_name).toBe('Sofia');
  });

  it('refuses a PNG header on bytes that do not decode', async () => {
    const fake = Buffer.concat([(await makePng(10, 10)).subarray(0, 16), Buffer.alloc(100)]);
    const res = await staff.patch('/api/users/me/', multipartForm({}, png(fake)));
    expect(res.json()).toEqual({ photo: [ACCOUNT_MESSAGES.photoNotImage] });
  });

  it('refuses a photo over the size limit', async () => {
    const header = await makePng(10, 10);
    const big = Buffer.concat([header, Buffer.alloc(PHOTO_MAX_BYTES)]);
    const res = await staff.patch('/api/users/me/', multipartForm({}, png(big)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ photo: [ACCOUNT_MESSAGES.photoTooLarge] });
  });
});

describe('GET /api/users/{id}/photo/', () => {
  it('is for signed-in people of the same merchant only', async () => {
    const { photo } = (await staff.get('/api/users/me/')).json();
    expect((await new ApiClient(t.app).get(photo)).statusCode).toBe(401);
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await harbour.get(photo)).statusCode).toBe(404);
    const terminal = await terminalSession(t.app);
    expect((await terminal.get(photo)).statusCode).toBe(200);
  });

  it('is a 404 for a user without a photo', async () => {
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const { id } = (await owner.get('/api/users/me/')).json();
    expect((await owner.get(`/api/users/${id}/photo/`)).statusCode).toBe(404);
  });
});
