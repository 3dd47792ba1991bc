import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { auditLog, clients } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { makePng } from '@/testing/account-fixtures.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, terminalSession } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Settings → Business, Features and Till (issue 14): owner or superadmin only, each
// section read and saved whole, validated field by field, audited once per save.

let t: TestApp;
let owner: ApiClient;
let harbourOwner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  harbourOwner = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
});
afterAll(() => t.close());

const business = {
  name: 'Corner Café',
  address: '12 Station Road\nBrighton BN1 4AA',
  phone: '+44 1273 000000',
  vat_registered: true,
  vat_number: 'gb 987 6543 21',
  receipt_header: 'Welcome!',
  receipt_footer: 'Refunds within 14 days.',
};
const features = {
  feature_eat_in: true,
  feature_takeaway: false,
  feature_in_store: true,
  feature_delivery: false,
  feature_home_delivery: false,
  feature_click_and_collect: false,
};
const till = {
  default_till_view: 'full_till',
  feature_quick_till: true,
  send_unpaid_to_kitchen: false,
  takeaway_asks_name: false,
  cash_drawer: true,
  cash_variance_tolerance: 1_000,
};
const settingsAudits = (section: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(like(auditLog.action, `settings.${section}.changed`));
const cornerCafe = async () => {
  const [row] = await t.db.select().from(clients).where(eq(clients.identifier, 'corner-cafe'));
  if (!row) throw new Error('no Corner Café');
  return row;
};

describe('settings routes: who may', () => {
  it('requires authentication', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.get('/api/settings/business/')).statusCode).toBe(401);
    expect((await anonymous.put('/api/settings/business/', business)).statusCode).toBe(401);
  });

  it('refuses staff, reporting, the card terminal and the kitchen screen, changing nothing', async () => {
    const callers = [
      await tillSession(t.app, CORNER_CAFE.staffEmail),
      await tillSession(t.app, CORNER_CAFE.managerEmail),
      await terminalSession(t.app, t.db),
      kitchenScreen(t.app),
    ];
    for (const caller of callers) {
      for (const [section, body] of [
        ['business', business],
        ['features', features],
        ['till', till],
      ] as const) {
        expect((await caller.get(`/api/settings/${section}/`)).statusCode).toBe(403);
        expect((await caller.put(`/api/settings/${section}/`, body)).statusCode).toBe(403);
      }
    }
    expect((await cornerCafe()).address).toBe('');
    expect(await t.db.select().from(auditLog).where(like(auditLog.action, 'settings.%'))).toEqual(
      [],
    );
  });
});

describe('settings/business/', () => {
  it('refuses bad input field by field, in sentences', async () => {
    const res = await owner.put('/api/settings/business/', {
      ...business,
      name: ' ',
      address: 'x'.repeat(201),
      phone: 'call me',
      vat_number: '12345',
      receipt_footer: 'y'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['Enter the business name.'],
      address: ['The address must be at most 200 characters.'],
      phone: ['Enter a phone number of digits, spaces and an optional + first.'],
      vat_number: ['A UK VAT number is 9 digits, e.g. GB123456789.'],
      receipt_footer: ['The receipt footer must be at most 200 characters.'],
    });
    const missing = await owner.put('/api/settings/business/', { ...business, vat_number: '' });
    expect(missing.json()).toEqual({
      vat_number: ['Enter the VAT number: receipts of a VAT-registered business show it.'],
    });
  });

  it('saves the section, tidies the VAT number, audits what changed and prints it on receipts', async () => {
    const res = await owner.put('/api/settings/business/', business);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ vat_number: 'GB987654321', phone: '+44 1273 000000' });
    expect((await owner.get('/api/settings/business/')).json()).toEqual(res.json());
    const [audit] = await settingsAudits('business');
    expect(audit?.details).toEqual({
      address: { from: '', to: '12 Station Road\nBrighton BN1 4AA' },
      phone: { from: '', to: '+44 1273 000000' },
      vatNumber: { from: 'GB123456789', to: 'GB987654321' },
      receiptHeader: { from: '', to: 'Welcome!' },
      receiptFooter: { from: '', to: 'Refunds within 14 days.' },
    });

    const again = await owner.put('/api/settings/business/', business);
    expect(again.statusCode).toBe(200);
    expect(await settingsAudits('business')).toHaveLength(1);

    const orders = (await owner.get('/api/orders/orders/?limit=1')).json();
    const printed: string = orders.results[0].print_string;
    expect(printed).toContain('12 Station Road');
    expect(printed).toContain('VAT No. GB987654321');
    expect(printed).toContain('Refunds within 14 days.');
  });

  it("keeps each merchant's settings to itself", async () => {
    const harbour = (await harbourOwner.get('/api/settings/business/')).json();
    expect(harbour.name).toBe(HARBOUR_FISH.name);
    expect(harbour.address).toBe('');
  });
});

describe('settings/features/', () => {
  it('refuses a business that sells no way at all', async () => {
    const none = Object.fromEntries(Object.keys(features).map((key) => [key, false]));
    const res = await owner.put('/api/settings/features/', none);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ features: ['Choose at least one way you sell.'] });
  });

  it('saves the flags and answers the modes derived from them', async () => {
    const res = await owner.put('/api/settings/features/', features);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...features, restaurant_mode: true, store_mode: true });
    const session = (await owner.get('/api/session/')).json();
    expect(session.client.feature_takeaway).toBe(false);
    const storeOnly = await owner.put('/api/settings/features/', {
      ...features,
      feature_eat_in: false,
    });
    expect(storeOnly.json()).toMatchObject({ restaurant_mode: false, store_mode: true });
    expect((await settingsAudits('features')).length).toBe(2);
  });
});

describe('settings/till/', () => {
  it('will not open the till on a quick till that is not offered', async () => {
    const res = await owner.put('/api/settings/till/', {
      ...till,
      default_till_view: 'quick_till',
      feature_quick_till: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      default_till_view: ['The quick till is off: the till can only open on the full till.'],
    });
  });

  it('saves the till config, the kitchen, takeaway and cash drawer switches together', async () => {
    const res = await owner.put('/api/settings/till/', {
      ...till,
      default_till_view: 'quick_till',
    });
    expect(res.statusCode).toBe(200);
    expect((await owner.get('/api/till-config/')).json()).toMatchObject({
      default_till_view: 'quick_till',
    });
    const client = (await owner.get('/api/client/')).json().client;
    expect(client).toMatchObject({
      send_unpaid_to_kitchen: false,
      takeaway_asks_name: false,
      cash_drawer: true,
    });
    expect((await owner.get('/api/settings/till/')).json()).toMatchObject({
      cash_drawer: true,
      cash_variance_tolerance: 1_000,
    });
    const [audit] = await settingsAudits('till');
    expect(audit?.details).toEqual({
      defaultTillView: { from: 'full_till', to: 'quick_till' },
      sendUnpaidToKitchen: { from: true, to: false },
      takeawayAsksName: { from: true, to: false },
      cashDrawer: { from: false, to: true },
      cashVarianceTolerance: { from: 500, to: 1_000 },
    });
  });
});

describe('settings/business/logo/', () => {
  const logoForm = (data: Buffer, type = 'image/png') => {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(data)], { type }), 'logo.png');
    return form;
  };

  it('refuses staff, and a file that is not a picture, keeping no logo', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const png = await makePng(10, 10);
    expect((await staff.put('/api/settings/business/logo/', logoForm(png))).statusCode).toBe(403);
    const text = Buffer.from('not a picture');
    const res = await owner.put('/api/settings/business/logo/', logoForm(text, 'text/plain'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ logo: ['The logo must be a picture (JPEG, PNG or WebP).'] });
    expect((await owner.get('/api/client/logo/')).statusCode).toBe(404);
  });

  it('keeps a picture as a JPEG of at most 400 px, served to the merchant only, and removes it', async () => {
    const res = await owner.put('/api/settings/business/logo/', logoForm(await makePng(1200, 600)));
    expect(res.statusCode).toBe(200);
    const { logo } = res.json();
    expect(logo).toMatch(/^\/api\/client\/logo\/\?v=[0-9a-f]{16}$/);
    expect((await owner.get('/api/session/')).json().client.logo).toBe(logo);
    const served = await owner.get(logo);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });
    expect((await harbourOwner.get('/api/client/logo/')).statusCode).toBe(404);

    const removed = await owner.delete('/api/settings/business/logo/');
    expect(removed.json().logo).toBeNull();
    expect((await owner.get('/api/client/logo/')).statusCode).toBe(404);
    const audits = await settingsAudits('business');
    expect(audits.map((audit) => Object.keys(audit.details))).toContainEqual(['logo']);
  });
});
