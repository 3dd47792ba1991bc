import { unitPricePence, type CartLine } from '@opentill/contract/catalogue/cart-line';
import type { OrderCreateInput } from '@opentill/contract/orders/order.schemas';
import type { EstimatedTotals } from '@/features/till/checkout/state/estimate-totals';
import { readCatalogueVersion } from '@/offline/catalogue-version';
import { buildLocalOrder, type LocalAdjustment } from '@/offline/local-order';
import { deviceTicketOf } from '@/offline/local-orders';
import type { OutboxOrderItem, OutboxSale } from '@/offline/outbox-types';
import { writeSale } from '@/offline/outbox-store';

export type TillSale = {
  merchant: string;
  merchantName: string;
  input: OrderCreateInput;
  lines: readonly CartLine[];
  totals: EstimatedTotals;
  /** The discounts as the cart priced them, for the till's own receipt. */
  adjustments: readonly LocalAdjustment[];
  /** The merchant charges VAT: the till's own receipt carries the VAT table. */
  isVatRegistered: boolean;
};

/** Each unit's item with the price the till showed for it (one item per unit, in cart order). */
const withShownPrices = (
  input: OrderCreateInput,
  lines: readonly CartLine[],
): OutboxOrderItem[] => {
  const prices = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => unitPricePence(line)),
  );
  return input.orderItems.map((item, index) => ({ ...item, shownPrice: prices[index] ?? 0 }));
};

/** The sale goes into the outbox first: its id, sequence number and what the till showed. */
export const writeTillSale = async (sale: TillSale): Promise<OutboxSale> =>
  await writeSale({
    merchant: sale.merchant,
    body: { ...sale.input, orderItems: withShownPrices(sale.input, sale.lines) },
    tillTotal: sale.totals.total,
    catalogueVersion: await readCatalogueVersion(sale.merchant),
    snapshot: ({ id, deviceNumber, seq }) =>
      buildLocalOrder({
        id,
        deviceTicket: deviceTicketOf(deviceNumber, seq),
        merchantName: sale.merchantName,
        body: { ...sale.input, orderItems: [] },
        lines: sale.lines,
        itemsTotal: sale.totals.itemsTotal,
        adjustments: sale.adjustments,
        deliveryCharge: sale.totals.deliveryCharge,
        total: sale.totals.total,
        soldAt: new Date().toISOString(),
        isVatRegistered: sale.isVatRegistered,
      }),
  });
