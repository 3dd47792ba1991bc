import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients, devices } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { createSession } from '@/modules/session/session.service.js';
import { ApiClient } from './api-client.js';
import type { WireProduct } from './catalogue-wire.js';

// Catalogue look-ups and carts for order tests, in wire (snake_case) shape.

export type Catalogue = {
  product(name: string): WireProduct;
  /** The id of a product's choice, by the choice's label. */
  choice(productName: string, label: string): string;
  /** One order line for the product, with choices by label. */
  line(
    productName: string,
    choices?: readonly string[],
    priceOverride?: number | null,
  ): { product_id: string; optional_item_ids: string[]; price_override?: number | null };
};

export const loadCatalogue = async (api: ApiClient): Promise<Catalogue> => {
  const all = (await api.get('/api/orders/products/')).json() as WireProduct[];
  const product = (name: string) => {
    const found = all.find((p) => p.name === name);
    if (!found) throw new Error(`no product ${name}`);
    return found;
  };
  const choice = (productName: string, label: string) => {
    const found = product(productName)
      .options.flatMap((o) => o.option_choices)
      .find((c) => c.label === label);
    if (!found) throw new Error(`no choice ${label} on ${productName}`);
    return found.id;
  };
  return {
    product,
    choice,
    line: (productName, choices = [], priceOverride) => ({
      product_id: product(productName).id,
      optional_item_ids: choices.map((label) => choice(productName, label)),
      ...(priceOverride === undefined ? {} : { price_override: priceOverride }),
    }),
  };
};

/** An in-store order body: the one method that needs no details. */
export const inStore = (orderItems: unknown[], extra: Record<string, unknown> = {}) => ({
  deliver_to: 'in_store',
  order_items: orderItems,
  ...extra,
});

/** A slot start the demo offers for both slot methods: tomorrow at 12:00 UTC (12:00 or 13:00 in London). */
export const tomorrowNoon = (): string => {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(12, 0, 0, 0);
  return at.toISOString();
};

/** Corner Café's card terminal, signed in as the terminal log-in does (a device session, no user). */
export const terminalSession = async (app: FastifyInstance, db: Db): Promise<ApiClient> => {
  const [row] = await db
    .select({ clientId: clients.id, deviceId: devices.id })
    .from(devices)
    .innerJoin(clients, eq(clients.id, devices.clientId))
    .where(
      and(
        eq(clients.identifier, CORNER_CAFE.identifier),
        eq(devices.deviceUuid, CORNER_CAFE.terminalDeviceUuid),
      ),
    );
  if (!row) throw new Error('the demo terminal is missing');
  const { token } = await createSession(db, row);
  const csrf = 'terminal-test-csrf-token';
  return new ApiClient(app, {
    cookie: `sessionid=${token}; csrftoken=${csrf}`,
    'x-csrftoken': csrf,
  });
};

/** Corner Café's kitchen screen, which authenticates by header. */
export const kitchenScreen = (app: FastifyInstance): ApiClient =>
  new ApiClient(app, { authorization: `Screen ${CORNER_CAFE.kitchenScreenUuid}` });
