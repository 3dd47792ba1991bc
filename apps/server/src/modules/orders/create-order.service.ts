import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { needsSlot } from '@opentill/contract/orders/deliver-to';
import type { Order } from '@opentill/contract/orders/order.schemas';
import {
  chargesDelivery,
  deliveryChargePence,
  orderTotals,
} from '@opentill/contract/orders/order-totals';
import type { Db } from '@/db/client.js';
import { isUniqueViolation } from '@/db/unique-violation.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { lockOrderNumbers } from '@/modules/clients/client-settings.service.js';
import { createCustomer, hasCustomerDetails } from '@/modules/customers/customers.service.js';
import { findDiningTable } from '@/modules/menus/dining-table.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { checkSlotBookable } from '@/modules/slots/slots.service.js';
import { auditAdjustments } from './audit-adjustments.js';
import { auditPriceOverrides } from './audit-price-overrides.js';
import { checkOrderDetails } from './check-order-details.js';
import { cashierOf } from './order-cashier.js';
import { insertOrder } from './insert-order.js';
import type { OrderActor, OrderCreateValues } from './order-inputs.js';
import { draftOrder, writtenBundle } from './order-draft.js';
import { ticketOf } from './order-bundle.js';
import { checkSaleOrigin, refusalAfterRace } from './offline-sale.js';
import { raiseOfflineSaleAlerts } from './offline-sale-alerts.js';
import { priceAtTill } from './till-pricing.js';
import { toOrder } from './order-view.js';
import {
  lineDiscountErrors,
  priceRequestedAdjustments,
  serviceChargeFor,
  type ServiceChargeTerms,
} from './price-adjustments.js';
import type { WithServiceCharge } from './till-pricing.js';
import { isEatIn } from '@opentill/contract/orders/vat';
import { approvalReason, approverFor } from './order-approvals.js';
import { priceRequestedLines } from './price-requested-lines.js';
import { refuseOrder } from './refuse-order.js';
import {
  queueKitchenTickets,
  TILL_PAYMENT_HOLD_MS,
} from '@/modules/printing/print-queue.service.js';

const tableOf = async (db: Db, clientId: string, input: OrderCreateValues) => {
  if (input.deliverTo !== 'table_service') return null;
  const table = input.table ? await findDiningTable(db, clientId, input.table) : undefined;
  if (!table) throw refuseOrder({ table: [m.unknownTable] });
  return table;
};

/**
 * POST orders/orders/: check the order and price it from the catalogue before
 * any lock is taken, then in one transaction write its customer, check its
 * slot, and number it, take its stock and write its rows in one statement
 * (insertOrder). The per-merchant lock the number takes is held only for that
 * statement, a slot count when there is one, and the commit. Any refusal rolls
 * the whole order back, its number included. The answer is rendered from the
 * rows just written, not read back, and sealed into the Idempotency-Key (when
 * there is one) in the same transaction. `catalogueVersion` (read with the session) prices
 * it from this process's cached products.
 */
export const createOrder = async (
  db: Db,
  client: ClientRow,
  input: OrderCreateValues,
  actor: OrderActor,
  seal?: SealAnswer,
  now: Date = new Date(),
  catalogueVersion: number | null = null,
): Promise<Order> => {
  const detailErrors = checkOrderDetails(input, client);
  if (Object.keys(detailErrors).length > 0) throw refuseOrder(detailErrors);
  const clientId = client.id;

  const [table, cashier, catalogueLines, checked] = await Promise.all([
    tableOf(db, clientId, input),
    cashierOf(db, clientId, input.cashier, actor.cashierId),
    priceRequestedLines(db, clientId, input.orderItems, catalogueVersion),
    checkSaleOrigin(db, clientId, input, now),
  ]);
  const deliveryCharge = (itemsTotal: number) =>
    deliveryChargePence(
      itemsTotal,
      {
        deliveryCost: client.deliveryCostPence,
        deliveryCostCutoff: client.deliveryCostCutoffPence,
      },
      chargesDelivery(input.deliverTo),
    );
  // An eat-in bill carries the merchant's service charge, priced after its discounts. A
  // sale made offline was paid at the terms its till priced with, which the merchant may
  // have changed since: those are recorded, as its shown prices are, and a difference from
  // the merchant's terms leaves a price review, as a shown price does.
  const serviceChargeOn =
    (terms: ServiceChargeTerms): WithServiceCharge =>
    (lines, adjustments) => {
      const charge = serviceChargeFor(
        terms,
        isEatIn(input.deliverTo),
        input.serviceCharge === false,
        lines,
        adjustments,
      );
      return charge ? [...adjustments, charge] : adjustments;
    };
  const withServiceCharge = serviceChargeOn({
    percent: client.serviceChargePercent,
    mandatory: client.serviceChargeMandatory,
  });
  const catalogueAdjustments = withServiceCharge(
    catalogueLines,
    priceRequestedAdjustments(input.priceAdjustments, catalogueLines),
  );
  const lineErrors = lineDiscountErrors(
    input.priceAdjustments,
    catalogueAdjustments,
    catalogueLines,
  );
  // A sale made offline was paid already at the till's prices: never refused for them.
  if (lineErrors.length > 0 && checked.origin.soldOfflineAt === null)
    throw refuseOrder({ price_adjustments: lineErrors });
  const catalogueTotals = orderTotals(
    catalogueLines.map((line) => line.costPence),
    catalogueAdjustments.map((adjustment) => adjustment.amount),
    deliveryCharge,
  );
  const isOffline = checked.origin.soldOfflineAt !== null;
  // A sale made offline was paid at the till's figures: those are recorded (till-pricing.ts).
  const atTill =
    isOffline && catalogueTotals
      ? priceAtTill({
          catalogue: {
            lines: catalogueLines,
            adjustments: catalogueAdjustments,
            totals: catalogueTotals,
          },
          shownPrices: input.orderItems.map((item) => item.shownPrice),
          requestedAdjustments: input.priceAdjustments,
          withServiceCharge: input.serviceChargeTerms
            ? serviceChargeOn(input.serviceChargeTerms)
            : withServiceCharge,
          tillTotal: input.tillTotal,
          deliveryCharge,
        })
      : null;
  const lines = atTill?.lines ?? catalogueLines;
  const adjustments = atTill?.adjustments ?? catalogueAdjustments;
  const totals = atTill?.totals ?? catalogueTotals;
  if (!totals) throw refuseOrder({ price_adjustments: [m.negativeTotal] });
  const origin = { ...checked.origin, priceReview: atTill?.review ?? null };
  const slotStart =
    needsSlot(input.deliverTo) && input.orderDatetimeSlot
      ? new Date(input.orderDatetimeSlot)
      : null;
  const cashierId = cashier?.id ?? null;
  // A sale made offline was paid already: it is recorded as made, never refused here.
  const needsApproval = isOffline ? null : approvalReason(client.approvals, lines, adjustments);
  const approverId = needsApproval
    ? await approverFor(db, clientId, needsApproval, actor.cashierId, input.approval)
    : null;

  const write = db.transaction(async (tx) => {
    const customer =
      input.customer && hasCustomerDetails(input.customer)
        ? await createCustomer(tx, clientId, input.customer)
        : null;
    if (slotStart && needsSlot(input.deliverTo)) {
      // The count must not race another till's booking: take the number lock first.
      await lockOrderNumbers(tx, clientId);
      await checkSlotBookable(tx, { clientId, deliverTo: input.deliverTo, slotStart, now });
    }
    const draft = draftOrder({
      clientId,
      origin,
      deliverTo: input.deliverTo,
      customerId: customer?.id ?? null,
      table,
      notes: input.notes,
      orderDatetimeSlot: slotStart,
      source: input.source,
      paymentType: input.paymentType ?? null,
      cashierId,
      actor,
      lines,
      adjustments,
      approverId,
      totals,
    });
    const written = await insertOrder(tx, draft);
    const ticket = ticketOf(draft.order, checked.deviceNumber);
    if (isOffline)
      await raiseOfflineSaleAlerts(tx, {
        clientId,
        timeZone: client.timeZone,
        orderId: draft.order.id,
        orderNumber: written.orderNumber,
        ticket,
        review: origin.priceReview,
        productIds: [...draft.units.keys()],
        actor,
        cashierId,
        now,
      });
    else if (written.shortOf.length > 0)
      throw refuseOrder({ order_items: written.shortOf.map((name) => m.outOfStock(name)) });
    await auditPriceOverrides(tx, {
      clientId,
      orderId: draft.order.id,
      orderNumber: written.orderNumber,
      actor,
      cashierId,
      lines,
    });
    await auditAdjustments(tx, {
      clientId,
      orderId: draft.order.id,
      orderNumber: written.orderNumber,
      actor,
      cashierId,
      adjustments,
    });
    // A till taking the money now (it says how) pays within seconds: the ticket waits for it.
    const holdMs = input.paymentType && !isOffline ? TILL_PAYMENT_HOLD_MS : 0;
    if (written.hasKitchenStation)
      await queueKitchenTickets(tx, clientId, draft.order.id, now, { holdMs });
    const bundle = writtenBundle(draft, written, {
      customer,
      cashierName: cashier?.username ?? null,
      deviceNumber: checked.deviceNumber,
    });
    const order = toOrder(bundle, client);
    await seal?.(tx, order);
    return order;
  });
  try {
    return await write;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await refusalAfterRace(db, clientId, checked)) ?? error;
  }
};
