import type { Db } from '@/db/client.js';
import { alerts, devices, referrals } from '@/db/schema/index.js';
import type { SeedProduct } from './catalogue-types.js';
import { cornerCafeAlerts } from './corner-cafe-alerts.js';
import { cornerCafeReferrals } from './corner-cafe-referrals.js';
import { CORNER_CAFE, DEMO_TIME_ZONE } from './demo-constants.js';
import type { OrderRows } from './order-rows.js';
import type { IdFactory } from './prng.js';

// Corner Café's remaining demo state: a paired terminal and kitchen screen,
// referrals and report alerts. It writes no audit_log rows and no pauses, so
// tests can count what they cause.

type ExtrasInput = {
  clientId: string;
  ownerUserId: string;
  now: Date;
  createdAt: Date;
  products: readonly SeedProduct[];
  orderRows: OrderRows;
  newId: IdFactory;
};

export const seedCornerCafeExtras = async (db: Db, input: ExtrasInput): Promise<void> => {
  const { clientId, now, newId, ownerUserId } = input;
  await db.insert(devices).values([
    {
      id: newId(),
      clientId,
      kind: 'terminal',
      name: 'Counter terminal',
      serialNumber: CORNER_CAFE.terminalSerialNumber,
      deviceUuid: CORNER_CAFE.terminalDeviceUuid,
      paxMerchantId: 'DEMO-MERCHANT-0001',
      // `npm run terminal-sim` answers here (HTTPS, self-signed) as this terminal.
      address: '127.0.0.1:8443',
      pairedAt: input.createdAt,
      createdAt: input.createdAt,
    },
    {
      id: newId(),
      clientId,
      kind: 'screen',
      name: 'Kitchen screen',
      deviceUuid: CORNER_CAFE.kitchenScreenUuid,
      pairedAt: input.createdAt,
      createdAt: input.createdAt,
    },
  ]);

  await db.insert(referrals).values(cornerCafeReferrals({ clientId, ownerUserId, now, newId }));

  await db.insert(alerts).values(
    cornerCafeAlerts({
      clientId,
      newId,
      now,
      timeZone: DEMO_TIME_ZONE,
      opens: CORNER_CAFE.opens,
      closes: CORNER_CAFE.closes,
      products: input.products,
      orderRows: input.orderRows,
    }),
  );
};
