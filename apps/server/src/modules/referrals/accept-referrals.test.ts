import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhoneNumber } from '@opentill/contract/accounts/phone-number';
import { migrationsFolder } from '@/db/migrations-folder.js';
import { referrals } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { acceptReferralsForPhone } from './referrals.service.js';

// "A referral becomes accepted when a merchant signs up with that phone": the
// phone that signs up may be anyone's, so every merchant's pending referral to
// it is accepted, however each merchant typed the number.

let t: TestApp;
let cafe: ApiClient;
let harbour: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail);
  harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
});
afterAll(() => t.close());

const refer = async (api: ApiClient, phone: string): Promise<string> => {
  const res = await api.post('/api/referrals/', { recipient_phone: phone });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
};
const acceptedOf = async (api: ApiClient, id: string): Promise<boolean> =>
  ((await api.get(`/api/referrals/${id}/`)).json() as { accepted: boolean }).accepted;

describe('acceptReferralsForPhone', () => {
  it("accepts every merchant's pending referral to the phone, written any way, and no other", async () => {
    const spaced = await refer(cafe, '07700 900123');
    const dashed = await refer(harbour, '+44 7700-900-123');
    const other = await refer(cafe, '07700 900124');

    const before = new Date();
    expect(await acceptReferralsForPhone(t.db, '+447700900123')).toBe(2);

    expect(await acceptedOf(cafe, spaced)).toBe(true);
    expect(await acceptedOf(harbour, dashed)).toBe(true);
    expect(await acceptedOf(cafe, other)).toBe(false);
    const [row] = await t.db.select().from(referrals).where(eq(referrals.id, spaced));
    expect(row?.acceptedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('changes nothing the second time, nor for a phone nobody was referred with', async () => {
    const id = await refer(cafe, '(07700) 900125');
    expect(await acceptReferralsForPhone(t.db, '07700 900125')).toBe(1);
    const [first] = await t.db.select().from(referrals).where(eq(referrals.id, id));
    expect(await acceptReferralsForPhone(t.db, '07700900125')).toBe(0);
    const [again] = await t.db.select().from(referrals).where(eq(referrals.id, id));
    expect(first).toMatchObject({ acceptedAt: expect.any(Date) });
    expect(again).toMatchObject({ acceptedAt: first?.acceptedAt });
    expect(await acceptReferralsForPhone(t.db, '07700 900999')).toBe(0);
  });

  it('ignores a phone that is not a phone number, so an empty one accepts nothing', async () => {
    expect(await acceptReferralsForPhone(t.db, '')).toBe(0);
    expect(await acceptReferralsForPhone(t.db, 'not a phone')).toBe(0);
  });

  it('finds the seeded referrals by their normalised phone', async () => {
    expect(await acceptReferralsForPhone(t.db, '07700900204')).toBe(1);
  });

  it("backfills older referrals' phones in E.164, as normalisePhoneNumber makes them", async () => {
    const typed = [
      ' +44 (0)7700 900-126',
      '07700.900.127',
      '0044 7700 900128',
      '7700 900129',
      '(020) 7946-0958',
      '\t+1 202 555 0123 ',
      '+33 6 12 34 56 78',
    ];
    const clientId = (await t.db.select({ id: referrals.clientId }).from(referrals).limit(1))[0]
      ?.id;
    if (!clientId) throw new Error('the seed has referrals');
    const ids = await t.db
      .insert(referrals)
      .values(typed.map((recipientPhone) => ({ clientId, recipientPhone })))
      .returning({ id: referrals.id });
    await t.db.execute(sql.raw(await latestReferralBackfill()));
    const rows = await t.db
      .select({ phone: referrals.recipientPhone, normalised: referrals.recipientPhoneNormalised })
      .from(referrals)
      .where(
        inArray(
          referrals.id,
          ids.map((r) => r.id),
        ),
      );
    expect(rows.map((r) => [r.phone, r.normalised])).toEqual(
      typed.map((phone) => [phone, normalisePhoneNumber(phone)]),
    );
  });
});

/** The last migration statement that recomputes referrals' normalised phones. */
const latestReferralBackfill = async (): Promise<string> => {
  const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
  const statements = await Promise.all(
    files.map(async (f) =>
      (await readFile(path.join(migrationsFolder, f), 'utf8')).split('--> statement-breakpoint'),
    ),
  );
  const backfill = statements
    .flat()
    .filter((s) => s.includes('UPDATE "referrals" SET "recipient_phone_normalised"'))
    .at(-1);
  if (!backfill) throw new Error('a migration backfills the normalised phones');
  return backfill;
};
