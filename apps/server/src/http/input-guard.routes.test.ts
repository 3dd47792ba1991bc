import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { multipartForm } from '@/testing/account-fixtures.js';
import { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue } from '@/testing/order-fixtures.js';
import { newOrder } from '@/testing/order-status.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

// D2 of the audit: a NUL character anywhere is the caller's mistake (400 on the field),
// never the database's 500. (D3, nesting: json-depth.routes.test.ts.)

const NUL_MESSAGE = "Text can't contain a NUL character.";
const NUL = 'a\u0000b';

let t: TestApp;
let owner: ApiClient;
// Placeholders name the routes in the test titles; beforeAll puts real ids in.
const ids = {
  order: '{id}',
  cashier: '{id}',
  categorySlug: '{slug}',
  categoryId: '{id}',
  product: '{id}',
  customer: '{id}',
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  const catalogue = await loadCatalogue(owner);
  ids.product = catalogue.product('Latte').id;
  ids.order = (await newOrder(owner, [catalogue.line('Latte')])).id;
  ids.cashier = await cashierIdOf(owner, 'Sam');
  const [category] = (await owner.get('/api/orders/categories/')).json() as {
    id: string;
    slug: string;
  }[];
  if (!category) throw new Error('the demo has no categories');
  ids.categorySlug = category.slug;
  ids.categoryId = category.id;
  const customer = await owner.post('/api/orders/customers/', { name: 'Nul Tester' });
  expect(customer.statusCode).toBe(201);
  ids.customer = (customer.json() as { id: string }).id;
});
afterAll(() => t.close());

type Case = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  body?: (value: string) => unknown;
  field: string;
};

const inStoreWith = (extra: Record<string, unknown>) => ({
  deliver_to: 'in_store',
  order_items: [{ product_id: ids.product }],
  ...extra,
});

// Every route and field the audit's table names.
const cases: Case[] = [
  {
    method: 'POST',
    url: () => '/api/orders/orders/',
    body: (v) => inStoreWith({ notes: v }),
    field: 'notes',
  },
  {
    method: 'POST',
    url: () => '/api/orders/orders/',
    body: (v) => inStoreWith({ customer: { name: v } }),
    field: 'customer.name',
  },
  {
    method: 'POST',
    url: () => '/api/orders/orders/',
    body: (v) => inStoreWith({ customer: { name: 'Jo', address: v } }),
    field: 'customer.address',
  },
  ...(['uti', 'retrieval_reference_number', 'card_number_mask'] as const).map((field): Case => ({
    method: 'POST',
    url: () => `/api/orders/orders/${ids.order}/pay/`,
    body: (v) => ({
      type: 'pax_device',
      uti: 'uti-1',
      retrieval_reference_number: '123',
      card_number_mask: '****1234',
      [field]: v,
    }),
    field,
  })),
  {
    method: 'POST',
    url: () => `/api/orders/orders/${ids.order}/start_card_payment/`,
    body: (v) => ({ uti: v }),
    field: 'uti',
  },
  {
    method: 'POST',
    url: () => '/api/accounts/cashier/',
    body: (v) => ({ username: v }),
    field: 'username',
  },
  {
    method: 'PATCH',
    url: () => `/api/accounts/cashier/${ids.cashier}/`,
    body: (v) => ({ username: v }),
    field: 'username',
  },
  {
    method: 'POST',
    url: () => '/api/orders/categories/',
    body: (v) => ({ name: v }),
    field: 'name',
  },
  {
    method: 'PATCH',
    url: () => `/api/orders/categories/${ids.categorySlug}/`,
    body: (v) => ({ name: v }),
    field: 'name',
  },
  {
    method: 'POST',
    url: () => `/api/orders/categories/${ids.categoryId}/edit/`,
    body: (v) => ({ name: v }),
    field: 'name',
  },
  {
    method: 'PATCH',
    url: () => `/api/orders/products/${ids.product}/`,
    body: (v) => ({ name: v }),
    field: 'name',
  },
  {
    method: 'POST',
    url: () => '/api/orders/customers/',
    body: (v) => ({ name: v }),
    field: 'name',
  },
  {
    method: 'POST',
    url: () => '/api/orders/customers/',
    body: (v) => ({ name: 'Jo', address: v }),
    field: 'address',
  },
  {
    method: 'PUT',
    url: () => `/api/orders/customers/${ids.customer}/`,
    body: (v) => ({ name: v }),
    field: 'name',
  },
  {
    method: 'PATCH',
    url: () => `/api/orders/customers/${ids.customer}/`,
    body: (v) => ({ name: v }),
    field: 'name',
  },
  {
    method: 'POST',
    url: () => '/api/pair/SN-NUL-1/',
    body: (v) => ({ device_uuid: v }),
    field: 'device_uuid',
  },
  ...(['name', 'url', 'problem'] as const).map((field): Case => ({
    method: 'POST',
    url: () => '/api/support/',
    body: (v) => ({ name: 'Jo', url: '/till', problem: 'It broke', [field]: v }),
    field,
  })),
  { method: 'GET', url: () => '/api/orders/orders/?search=a%00b', field: 'search' },
  { method: 'GET', url: () => '/api/orders/customers/?search=a%00b', field: 'search' },
  { method: 'GET', url: () => '/api/orders/categories/retrieve/a%00b/', field: 'slug' },
];

describe('a NUL character in any text (D2)', () => {
  it.each(cases.map((c) => [`${c.method} ${c.url()} ${c.field}`, c] as const))(
    'is refused with 400 on its field: %s',
    async (_name, c) => {
      const res = await owner.request(c.method, c.url(), c.body?.(NUL));
      expect(res.statusCode, `${c.method} ${c.url()} ${c.field}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ [c.field]: [NUL_MESSAGE] });
    },
  );

  it('is refused in an object key, naming the key', async () => {
    const res = await owner.post('/api/orders/customers/', { name: 'Jo', 'x\u0000y': 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'x\\u0000y': [NUL_MESSAGE] });
  });

  it('names each field that holds one, nested ones by their path', async () => {
    const res = await owner.post('/api/orders/orders/', {
      deliver_to: 'in_store',
      notes: NUL,
      order_items: [{ product_id: ids.product }, { product_id: NUL }],
    });
    expect(res.json()).toEqual({
      notes: [NUL_MESSAGE],
      'order_items.1.product_id': [NUL_MESSAGE],
    });
  });

  it('is refused in a multipart form field, as the profile form sends it', async () => {
    const res = await owner.patch('/api/users/me/', multipartForm({ first_name: NUL }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [NUL_MESSAGE] });
  });

  it('leaves nothing written: the customer list is unchanged', async () => {
    const before = (await owner.get('/api/orders/customers/?limit=200')).json() as {
      count: number;
    };
    await owner.post('/api/orders/customers/', { name: NUL });
    const after = (await owner.get('/api/orders/customers/?limit=200')).json() as { count: number };
    expect(after.count).toBe(before.count);
  });
});
