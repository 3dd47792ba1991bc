import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import { CORNER_CAFE, DEMO_CASHIERS } from '@/db/seed/demo-constants.js';
import type { ApiClient } from './api-client.js';
import { loadCatalogue, type Catalogue } from './order-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';
import { cashierIdOf, tillSession } from './till-session.js';

/** What the tips tests share: Corner Café's owner at the till as Alex, and who to share with. */
export type TipsCafe = {
  t: TestApp;
  owner: ApiClient;
  menu: Catalogue;
  /** The merchant's date today ('yyyy-MM-dd'). */
  today: string;
  sam: string;
  alex: string;
};

export const openTipsCafe = async (): Promise<TipsCafe> => {
  const t = await createTestApp();
  const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail, { username: 'Alex' });
  const menu = await loadCatalogue(owner);
  const session = (await owner.get('/api/session/')).json() as { client: { time_zone: string } };
  return {
    t,
    owner,
    menu,
    today: merchantDateKey(new Date(), session.client.time_zone),
    sam: await cashierIdOf(owner, DEMO_CASHIERS.sam.username),
    alex: await cashierIdOf(owner, 'Alex'),
  };
};
