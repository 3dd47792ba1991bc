import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client.js';
import {
  cashiers,
  clients,
  customers,
  orderItems,
  orders,
  payments,
  priceAdjustments,
  products,
  refunds,
  users,
  type OpeningHours,
  type PayType,
} from '@/db/schema/index.js';
import { createSession } from '@/modules/session/session.service.js';
import { ApiClient } from './api-client.js';

// A merchant of its own for report tests, with orders paid at chosen instants, so
// every figure a report shows can be worked out by hand.

export type ReportMerchant = {
  clientId: string;
  timeZone: string;
  /** Cashier ids by name: Ann and Ben. */
  cashiers: { ann: string; ben: string };
  /** Product ids by name: Tea (150p) and Cake (300p). */
  products: { tea: string; cake: string };
  ownerEmail: string;
  /** A client signed in as the merchant's reporting-group employee. */
  reporter(app: FastifyInstance): Promise<ApiClient>;
  /** A client signed in as the merchant's staff member with no group. */
  staff(app: FastifyInstance): Promise<ApiClient>;
};

const signedIn = async (app: FastifyInstance, db: Db, clientId: string, userId: string) => {
  const { token } = await createSession(db, { clientId, userId });
  const csrf = `report-test-${randomUUID()}`;
  return new ApiClient(app, {
    cookie: `sessionid=${token}; csrftoken=${csrf}`,
    'x-csrftoken': csrf,
  });
};

export const createReportMerchant = async (
  db: Db,
  options: { timeZone: string; openingHours?: OpeningHours[] },
): Promise<ReportMerchant> => {
  const clientId = randomUUID();
  const tag = clientId.slice(0, 8);
  await db.insert(clients).values({
    id: clientId,
    identifier: `report-test-${tag}`,
    name: `Report Test ${tag}`,
    timeZone: options.timeZone,
    featureInStore: true,
    openingHours: options.openingHours ?? [],
  });
  const ownerEmail = `owner-${tag}@report.test`;
  const [owner, reporter, staff] = [randomUUID(), randomUUID(), randomUUID()];
  await db.insert(users).values([
    { id: owner, clientId, email: ownerEmail, passwordHash: 'x', groups: ['owner'] },
    {
      id: reporter,
      clientId,
      email: `reporter-${tag}@report.test`,
      passwordHash: 'x',
      groups: ['reporting'],
    },
    { id: staff, clientId, email: `staff-${tag}@report.test`, passwordHash: 'x', groups: [] },
  ]);
  const [ann, ben] = [randomUUID(), randomUUID()];
  await db.insert(cashiers).values([
    { id: ann, clientId, username: 'Ann' },
    { id: ben, clientId, username: 'Ben' },
  ]);
  const [tea, cake] = [randomUUID(), randomUUID()];
  await db.insert(products).values([
    { id: tea, clientId, name: 'Tea', pricePence: 150 },
    { id: cake, clientId, name: 'Cake', pricePence: 300 },
  ]);
  return {
    clientId,
    timeZone: options.timeZone,
    cashiers: { ann, ben },
    products: { tea, cake },
    ownerEmail,
    reporter: (app) => signedIn(app, db, clientId, reporter),
    staff: (app) => signedIn(app, db, clientId, staff),
  };
};

export type PaidOrder = {
  paidAt: Date;
  payType: PayType;
  /** One unit each: product id, what the unit cost, and its VAT rate as sold (basis points). */
  units: { productId: string; costPence: number; vatRateBasisPoints?: number | null }[];
  /** What was paid; the units' cost when left out (a discount or a charge makes it differ). */
  grossPence?: number;
  cashierId?: string | null;
  customerName?: string;
  /** Refund rows recorded against the payment. */
  refundsPence?: number[];
  /** Issue 16: whole-order adjustments with their reason (a discount, a service charge). */
  adjustments?: { amountPence: number; reasonCode: string; percentOn?: number }[];
  /** Issue 16: a split bill's parts, paid before the order's own payment pays the rest. */
  parts?: { payType: PayType; amountPence: number; tipPence?: number }[];
  /** A tip on the order's own payment. */
  tipPence?: number;
  deliverTo?: 'in_store' | 'table_service';
};

let orderNumbers = 0;

/** Writes an order with its units, its paid payment and its refunds; returns the payment id. */
export const addPaidOrder = async (db: Db, m: ReportMerchant, o: PaidOrder): Promise<string> => {
  const orderId = randomUUID();
  const paymentId = randomUUID();
  const cost = o.units.reduce((n, u) => n + u.costPence, 0);
  const adjusted = (o.adjustments ?? []).reduce((n, a) => n + a.amountPence, 0);
  const gross = o.grossPence ?? cost + adjusted;
  const partsPaid = (o.parts ?? []).reduce((n, p) => n + p.amountPence, 0);
  const refunded = (o.refundsPence ?? []).reduce((n, r) => n + r, 0);
  let customerId: string | null = null;
  if (o.customerName !== undefined) {
    customerId = randomUUID();
    await db
      .insert(customers)
      .values({ id: customerId, clientId: m.clientId, name: o.customerName });
  }
  await db.insert(orders).values({
    id: orderId,
    clientId: m.clientId,
    orderNumber: ++orderNumbers,
    deliverTo: o.deliverTo ?? 'in_store',
    status: 'fulfilled',
    customerId,
    itemsTotalPence: cost,
    adjustmentsTotalPence: gross - cost,
    totalCostPence: gross,
    createdAt: o.paidAt,
  });
  await db.insert(orderItems).values(
    o.units.map((u, position) => ({
      clientId: m.clientId,
      orderId,
      productId: u.productId,
      productName: u.productId === m.products.tea ? 'Tea' : 'Cake',
      unitPricePence: u.costPence,
      costPence: u.costPence,
      vatRateBasisPoints: u.vatRateBasisPoints ?? null,
      position,
    })),
  );
  for (const [position, a] of (o.adjustments ?? []).entries())
    await db.insert(priceAdjustments).values({
      clientId: m.clientId,
      orderId,
      label: a.reasonCode,
      amountPence: a.amountPence,
      percentOn: a.percentOn ?? null,
      reasonCode: a.reasonCode,
      position,
    });
  for (const part of o.parts ?? [])
    await db.insert(payments).values({
      clientId: m.clientId,
      orderId,
      isPart: true,
      status: 'paid',
      payType: part.payType,
      amountGrossPence: part.amountPence,
      tipPence: part.tipPence ?? 0,
      cashierId: o.cashierId ?? null,
      paidAt: o.paidAt,
      createdAt: o.paidAt,
    });
  await db.insert(payments).values({
    id: paymentId,
    clientId: m.clientId,
    orderId,
    status: 'paid',
    payType: o.payType,
    amountGrossPence: gross - partsPaid,
    amountRefundedPence: refunded,
    tipPence: o.tipPence ?? 0,
    cashierId: o.cashierId ?? null,
    paidAt: o.paidAt,
    createdAt: o.paidAt,
  });
  for (const amountPence of o.refundsPence ?? [])
    await db.insert(refunds).values({ clientId: m.clientId, paymentId, orderId, amountPence });
  return paymentId;
};
