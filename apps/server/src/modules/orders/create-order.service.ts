import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { needsSlot } from '@opentill/contract/orders/deliver-to';
import type { Order } from '@opentill/contract/orders/order.schemas';
import {
  chargesDelivery,
  deliveryChargePence,
  orderTotals,
} from '@opentill/contract/orders/order-totals';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { findCashier } from '@/modules/cashiers/cashier.service.js';
import { findSaleProducts } from '@/modules/catalogue/sale-products.service.js';
import { takeStock } from '@/modules/catalogue/stock.service.js';
import { allocateOrderNumber } from '@/modules/clients/client-settings.service.js';
import { createCustomer, hasCustomerDetails } from '@/modules/customers/customers.service.js';
import { findDiningTable } from '@/modules/menus/dining-table.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { checkSlotBookable } from '@/modules/slots/slots.service.js';
import { auditPriceOverrides } from './audit-price-overrides.js';
import { checkOrderDetails } from './check-order-details.js';
import { insertOrder } from './insert-order.js';
import type { OrderActor, OrderCreateValues } from './order-inputs.js';
import { getOrder } from './order-read.service.js';
import { priceOrderLines, unitsByProduct } from './price-order-lines.js';

const refuse = (fields: Record<string, string[]>): AppError => {
  const first = Object.values(fields)[0]?.[0] ?? m.checkDetails;
  return new AppError('validation', first, fields);
};

/**
 * Who rang the order up: the cashier the till names, which must be one of the
 * merchant's, else the cashier signed in on this session if still there.
 */
const cashierOf = async (
  tx: Db,
  clientId: string,
  named: string | null | undefined,
  signedIn: string | null,
): Promise<string | null> => {
  if (named) {
    if (!(await findCashier(tx, clientId, named))) throw refuse({ cashier: [m.unknownCashier] });
    return named;
  }
  return signedIn && (await findCashier(tx, clientId, signedIn)) ? signedIn : null;
};

/**
 * POST orders/orders/: validate, then in one transaction number the order,
 * check its table, cashier and slot, price it from the catalogue, take stock
 * and write it with its customer, items, adjustments and requested payment.
 * Any refusal rolls the whole order back, its number included.
 */
export const createOrder = async (
  db: Db,
  client: ClientRow,
  input: OrderCreateValues,
  actor: OrderActor,
  now: Date = new Date(),
): Promise<Order> => {
  const detailErrors = checkOrderDetails(input, client);
  if (Object.keys(detailErrors).length > 0) throw refuse(detailErrors);
  const clientId = client.id;

  const orderId = await db.transaction(async (tx) => {
    // First: its row lock serialises this merchant's creates until commit.
    const orderNumber = await allocateOrderNumber(tx, clientId);

    const table =
      input.deliverTo === 'table_service' && input.table
        ? ((await findDiningTable(tx, clientId, input.table)) ?? null)
        : null;
    if (input.deliverTo === 'table_service' && !table) throw refuse({ table: [m.unknownTable] });

    const cashierId = await cashierOf(tx, clientId, input.cashier, actor.cashierId);

    const slotStart =
      needsSlot(input.deliverTo) && input.orderDatetimeSlot
        ? new Date(input.orderDatetimeSlot)
        : null;
    if (slotStart && needsSlot(input.deliverTo)) {
      await checkSlotBookable(tx, { clientId, deliverTo: input.deliverTo, slotStart, now });
    }

    const products = await findSaleProducts(
      tx,
      clientId,
      input.orderItems.map((item) => item.productId),
    );
    const pricing = priceOrderLines(input.orderItems, products);
    if (!pricing.ok) throw refuse(pricing.fields);
    const { lines } = pricing;

    const totals = orderTotals(
      lines.map((line) => line.costPence),
      input.priceAdjustments.map((adjustment) => adjustment.amount),
      (itemsTotal) =>
        deliveryChargePence(
          itemsTotal,
          {
            deliveryCost: client.deliveryCostPence,
            deliveryCostCutoff: client.deliveryCostCutoffPence,
          },
          chargesDelivery(input.deliverTo),
        ),
    );
    if (!totals) throw refuse({ price_adjustments: [m.negativeTotal] });

    const shortOf = await takeStock(tx, clientId, unitsByProduct(lines));
    if (shortOf.length > 0)
      throw refuse({ order_items: shortOf.map((name) => m.outOfStock(name)) });

    const customer =
      input.customer && hasCustomerDetails(input.customer)
        ? await createCustomer(tx, clientId, input.customer)
        : null;

    const id = await insertOrder(tx, {
      clientId,
      orderNumber,
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
      adjustments: input.priceAdjustments,
      totals,
    });
    await auditPriceOverrides(tx, { clientId, orderId: id, orderNumber, actor, cashierId, lines });
    return id;
  });
  return getOrder(db, client, orderId);
};
