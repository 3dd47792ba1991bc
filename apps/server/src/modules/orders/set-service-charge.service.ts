import { and, eq } from 'drizzle-orm';
import {
  chargesDelivery,
  deliveryChargePence,
  orderTotals,
} from '@opentill/contract/orders/order-totals';
import { openOrderMessages as o } from '@opentill/contract/orders/open-order-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import {
  isServiceCharge,
  serviceChargeMessages as sc,
} from '@opentill/contract/orders/service-charge';
import { isEatIn } from '@opentill/contract/orders/vat';
import type { Db } from '@/db/client.js';
import { priceAdjustments } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { findPendingAttempt } from './card-attempt-rows.js';
import { lockOpenOrder } from './lock-open-order.js';
import type { OrderActor } from './order-inputs.js';
import { viewOrders } from './order-read.service.js';
import { rewriteOpenOrderTotals } from './rewrite-open-order-totals.js';
import { serviceChargeFor } from './price-adjustments.js';

/**
 * POST orders/orders/{id}/service_charge/ (issue 16): a table that asks at payment has its
 * optional service charge taken off an open bill, or put back, and the totals follow. A
 * mandatory one stays. Asking for what the bill already has changes nothing.
 */
export const setServiceCharge = async (
  db: Db,
  client: ClientRow,
  orderId: string,
  on: boolean,
  actor: OrderActor,
  seal?: SealAnswer,
  now: Date = new Date(),
): Promise<Order> =>
  db.transaction(async (tx) => {
    const clientId = client.id;
    const { order, payment } = await lockOpenOrder(tx, clientId, orderId);
    // The total a card SALE already on the terminal charges must not move under it.
    if (await findPendingAttempt(tx, clientId, orderId, 'sale'))
      throw AppError.detail('conflict', o.cardWaiting);
    const adjustments = await tx
      .select()
      .from(priceAdjustments)
      .where(and(eq(priceAdjustments.clientId, clientId), eq(priceAdjustments.orderId, orderId)));
    const charge = adjustments.find((adjustment) => isServiceCharge(adjustment.reasonCode));
    if (charge?.reasonCode === 'service_charge_mandatory' && !on)
      throw AppError.detail('conflict', sc.mandatoryKept);
    let kept = adjustments.filter((adjustment) => adjustment !== charge);
    if (on && !charge) {
      const terms = {
        percent: client.serviceChargePercent,
        mandatory: client.serviceChargeMandatory,
      };
      const added = serviceChargeFor(
        terms,
        isEatIn(order.deliverTo),
        false,
        [{ costPence: order.itemsTotalPence }],
        kept.map((adjustment) => ({ amount: adjustment.amountPence })),
      );
      if (!added) throw AppError.detail('conflict', sc.noneOffered);
      const [row] = await tx
        .insert(priceAdjustments)
        .values({
          clientId,
          orderId,
          label: added.label,
          amountPence: added.amount,
          percentOn: added.percentOn ?? null,
          reasonCode: added.reasonCode ?? null,
          position: adjustments.length,
          createdAt: now,
        })
        .returning();
      if (row) kept = [...kept, row];
    } else if (!on && charge) {
      await tx
        .delete(priceAdjustments)
        .where(and(eq(priceAdjustments.clientId, clientId), eq(priceAdjustments.id, charge.id)));
    } else {
      const [view] = await viewOrders(tx, client, [{ order, payment }]);
      if (!view) throw new Error('the order has no view');
      await seal?.(tx, view);
      return view;
    }
    const totals = orderTotals(
      [order.itemsTotalPence],
      kept.map((adjustment) => adjustment.amountPence),
      (total) =>
        deliveryChargePence(
          total,
          {
            deliveryCost: client.deliveryCostPence,
            deliveryCostCutoff: client.deliveryCostCutoffPence,
          },
          chargesDelivery(order.deliverTo),
        ),
    );
    if (!totals) throw new Error(`order ${orderId} cannot be priced without its service charge`);
    const { order: updated, payment: updatedPayment } = await rewriteOpenOrderTotals(
      tx,
      clientId,
      { orderId, paymentId: payment.id },
      totals,
      now,
    );
    await recordAudit(tx, {
      clientId,
      actor,
      action: on ? 'order.service_charge_added' : 'order.service_charge_removed',
      entity: 'order',
      entityId: orderId,
      details: {
        orderNumber: order.orderNumber,
        totalCostPence: { from: order.totalCostPence, to: totals.totalCost },
      },
    });
    await recordEvent(tx, {
      clientId,
      type: 'order.updated',
      orderId,
      orderVersion: updated.version,
    });
    const [view] = await viewOrders(tx, client, [{ order: updated, payment: updatedPayment }]);
    if (!view) throw new Error('the order has no view');
    await seal?.(tx, view);
    return view;
  });
