import type { Db } from '@/db/client.js';
import { cashiers, clients, users, type Group, type OpeningHours } from '@/db/schema/index.js';
import type { IdFactory } from './prng.js';

// A demo merchant's account side: the client row with its settings, its
// employees and its cashiers.

export type MerchantDef = {
  identifier: string;
  name: string;
  timeZone: string;
  features: Partial<
    Pick<
      typeof clients.$inferInsert,
      | 'featureEatIn'
      | 'featureInStore'
      | 'featureTakeaway'
      | 'featureHomeDelivery'
      | 'featureClickAndCollect'
      | 'featureDelivery'
    >
  >;
  waitTimeMinutes: number;
  deliveryCostPence: number;
  deliveryCostCutoffPence: number;
  vatRegistered: boolean;
  /** Printed on receipts (Settings → Business); a VAT-registered merchant has one. */
  vatNumber?: string;
  opens: string;
  closes: string;
  users: readonly {
    email: string;
    groups: readonly Group[];
    firstName: string;
    lastName: string;
    phone: string;
  }[];
  cashiers: readonly {
    username: string;
    pin: string | null;
    colour: string;
    hasEditPermission: boolean;
    /** Approves cash-ups that are out (issue 16); not a manager unless said. */
    isManager?: boolean;
  }[];
};

/** Argon2 hashes computed once per seed run: ~20 ms each, and the demo reuses its secrets. */
export type SecretHashes = {
  password: string;
  /** By PIN. */
  pins: ReadonlyMap<string, string>;
};

export type SeededMerchant = {
  clientId: string;
  openingHours: OpeningHours[];
  userIds: string[];
  cashierIds: string[];
};

const hashOf = (hashes: SecretHashes, pin: string): string => {
  const hash = hashes.pins.get(pin);
  if (!hash) throw new Error(`No hash prepared for PIN ${pin}`);
  return hash;
};

export const seedMerchant = async (
  db: Db,
  def: MerchantDef,
  ctx: { newId: IdFactory; hashes: SecretHashes; terminalPin: string; createdAt: Date },
): Promise<SeededMerchant> => {
  const clientId = ctx.newId();
  const openingHours = Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    opens: def.opens,
    closes: def.closes,
  }));
  await db.insert(clients).values({
    id: clientId,
    identifier: def.identifier,
    name: def.name,
    timeZone: def.timeZone,
    ...def.features,
    waitTimeMinutes: def.waitTimeMinutes,
    deliveryCostPence: def.deliveryCostPence,
    deliveryCostCutoffPence: def.deliveryCostCutoffPence,
    vatRegistered: def.vatRegistered,
    vatNumber: def.vatNumber ?? '',
    isDemo: true,
    openingHours,
    terminalPinHash: hashOf(ctx.hashes, ctx.terminalPin),
    createdAt: ctx.createdAt,
  });
  const userRows = def.users.map((user) => ({
    id: ctx.newId(),
    clientId,
    email: user.email.toLowerCase(),
    passwordHash: ctx.hashes.password,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    groups: [...user.groups],
    termsAcceptedAt: ctx.createdAt,
    createdAt: ctx.createdAt,
  }));
  if (userRows.length > 0) await db.insert(users).values(userRows);
  const cashierRows = def.cashiers.map((cashier) => ({
    id: ctx.newId(),
    clientId,
    username: cashier.username,
    colour: cashier.colour,
    pinHash: cashier.pin === null ? null : hashOf(ctx.hashes, cashier.pin),
    hasEditPermission: cashier.hasEditPermission,
    isManager: cashier.isManager ?? false,
    createdAt: ctx.createdAt,
  }));
  if (cashierRows.length > 0) await db.insert(cashiers).values(cashierRows);
  return {
    clientId,
    openingHours,
    userIds: userRows.map((u) => u.id),
    cashierIds: cashierRows.map((c) => c.id),
  };
};
