import zlib from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import { mailCount, waitForLink } from './mailbox-reader.js';
import { OWNER, PASSWORD } from './users.js';

// Helpers of the account journeys (Create Your Account, Edit Profile).

const csrfOf = async (request: APIRequestContext): Promise<string> =>
  (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';

/** Logs a request context in through the API; returns the CSRF header its unsafe calls need. */
export const logInByApi = async (
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<Record<string, string>> => {
  await request.get('/api/session/');
  const login = await request.post('/api/login/', {
    data: { email, password },
    headers: { 'x-csrftoken': await csrfOf(request) },
  });
  expect(login.status()).toBe(200);
  return { 'x-csrftoken': await csrfOf(request) };
};

/** A mailbox nobody else uses, so journeys that make people never meet each other's. */
export const uniqueEmail = (who: string): string =>
  `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export type SentInvite = { id: string; link: string; token: string };

/** The owner invites `email` through the API; the accept link is read from the outbox. */
export const inviteAsOwner = async (
  request: APIRequestContext,
  email: string,
): Promise<SentInvite> => {
  const headers = await logInByApi(request, OWNER);
  const before = mailCount();
  const sent = await request.post('/api/staff/invites/', { data: { email, groups: [] }, headers });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  const link = await waitForLink(email, '/accept-invite', before);
  const path = link.replace(/^https?:\/\/[^/]+/, '');
  const token = new URL(link).searchParams.get('token') ?? '';
  return { id, link: path, token };
};

/** Accepts an invite through the API, as the form would (multipart, snake_case). */
export const acceptInviteByApi = async (
  request: APIRequestContext,
  token: string,
  password: string,
): Promise<void> => {
  await request.get('/api/session/');
  const accepted = await request.post(`/api/invite/${encodeURIComponent(token)}/`, {
    multipart: {
      first_name: 'Robin',
      last_name: 'Fairweather',
      phone: '',
      password,
      password_confirm: password,
      terms_accepted: 'true',
    },
    headers: { 'x-csrftoken': await csrfOf(request) },
  });
  expect(accepted.status()).toBe(200);
};

/** A real PNG (RGB, 8 bits, a gradient so it is no trivial file) of the given size. */
export const makePng = (width: number, height: number): Buffer => {
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x + y) * 7) % 256;
    }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The width and height in a JPEG's start-of-frame segment, or null when it is no JPEG. */
export const readJpegSize = (jpeg: Buffer): { width: number; height: number } | null => {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < jpeg.length) {
    if (jpeg[at] !== 0xff) return null;
    const marker = jpeg[at + 1] ?? 0;
    const length = jpeg.readUInt16BE(at + 2);
    // SOF0–SOF15, leaving out DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
};
