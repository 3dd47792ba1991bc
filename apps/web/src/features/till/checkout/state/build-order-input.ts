import { acceptsPriceOverride, type CartLine } from '@opentill/contract/catalogue/cart-line';
import { needsSlot, type DeliverTo, type PayType } from '@opentill/contract/orders/deliver-to';
import type { OrderCreateInput } from '@opentill/contract/orders/order.schemas';
import type { PriceAdjustmentInput } from '@opentill/contract/orders/price-adjustment.schemas';
import type { DetailsFormValues } from '@/features/till/checkout/details/details-form';
import { slotStartIso } from '@/features/till/checkout/state/slot-datetime';

type OrderItemInput = OrderCreateInput['orderItems'][number];

/** One order item per unit (001 §7 orderItems); the server prices each one itself. */
export const orderItemsFromCart = (lines: readonly CartLine[]): OrderItemInput[] =>
  lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      productId: line.product.id,
      optionalItemIds: Object.values(line.options).flat(),
      priceOverride: acceptsPriceOverride(line.product) ? line.priceOverride : null,
    })),
  );

export type BuildOrderInputOptions = {
  deliverTo: DeliverTo;
  /** null in store, where no details are taken. */
  details: DetailsFormValues | null;
  lines: readonly CartLine[];
  /**
   * The order's and its lines' discounts (cart-pricing.ts adjustmentRequests): a line's
   * names its unit by its index in orderItems, which this sends in cart order.
   */
  priceAdjustments?: PriceAdjustmentInput[];
  /** Who rang the cart up (after a switch, whoever it was handed over to). */
  cashierId: string | null;
  /**
   * How it will be paid, when that is already known (001 §7 payment_type): cash on
   * a device with no card terminal. Otherwise null, and paying records it.
   */
  paymentType: PayType | null;
  timeZone: string;
};

/** POST orders/orders/ body: what the cashier chose, and nothing the server works out. */
export const buildOrderInput = ({
  deliverTo,
  details,
  lines,
  priceAdjustments = [],
  cashierId,
  paymentType,
  timeZone,
}: BuildOrderInputOptions): OrderCreateInput => {
  const customer =
    details === null
      ? null
      : {
          name: details.name.trim(),
          phone: details.phone.trim(),
          email: details.email.trim(),
          address: details.address.trim(),
          postcode: details.postcode.trim(),
        };
  const hasCustomer = customer !== null && Object.values(customer).some((value) => value !== '');
  return {
    customer: hasCustomer ? customer : null,
    notes: details?.notes ?? '',
    table: deliverTo === 'table_service' && details !== null ? details.table : null,
    deliverTo,
    orderDatetimeSlot:
      needsSlot(deliverTo) && details !== null && details.slotDate !== '' && details.slotTime !== ''
        ? slotStartIso(details.slotDate, details.slotTime, timeZone)
        : null,
    orderItems: orderItemsFromCart(lines),
    priceAdjustments,
    source: 'tpos',
    paymentType,
    cashier: cashierId,
    termsAccepted: details?.termsAccepted ?? false,
  };
};
