import type { AllergenLevels } from '@opentill/contract/catalogue/allergens';
import type { DeliverTo, PayType } from '@opentill/contract/orders/deliver-to';

/**
 * What a receipt says, gathered by the order view and rendered to 42-column
 * text by receipt-text.ts. Money in pence; times as Date, printed in the
 * merchant's time zone.
 */
export type ReceiptData = {
  merchant: {
    name: string;
    timeZone: string;
    vatRegistered: boolean;
    /** Settings → Business: printed under the name; empty prints nothing. */
    address: string;
    phone: string;
    vatNumber: string;
    receiptHeader: string;
    receiptFooter: string;
    /** Settings → Allergens: print each line's allergens under it. */
    receiptShowsAllergens: boolean;
  };
  orderNumber: number;
  /** A VAT-registered merchant's gap-free receipt number, once the order is paid. */
  receiptNumber?: number | null;
  /** The till's own number for a sale it made offline ("T2-0142"), printed beside the order number. */
  deviceTicket?: string | null;
  createdAt: Date;
  deliverTo: DeliverTo;
  table: string | null;
  orderDatetimeSlot: Date | null;
  customerName: string | null;
  cashierName: string | null;
  notes: string;
  /** One entry per unit, in the order rung up; equal lines are grouped by the renderer. */
  items: {
    name: string;
    /** Unit price with its options, or the override. */
    cost: number;
    options: { label: string; price: number }[];
    /** Percent, null when the product carries no VAT. */
    vatRate: number | null;
    /** What the line held when sold (product and options); printed when the merchant asks. */
    allergens?: AllergenLevels;
  }[];
  itemsTotal: number;
  deliveryCharge: number;
  /** `lineIndex` names the item a line's discount is taken off (issue 16); else the order. */
  adjustments: { label: string; amount: number; lineIndex?: number | null; outsideVat?: boolean }[];
  totalCost: number;
  payment: {
    status: 'requested' | 'paid' | 'cancelled_provider' | 'cancelled_client';
    payType: PayType | null;
    amountTendered: number | null;
    change: number | null;
    cardNumberMask: string | null;
    /** Refunded over every payment of the order. */
    amountRefunded: number;
    /** A tip on the order's own payment (issue 16). */
    tip?: number;
  } | null;
  /** A split bill's parts paid before the order's own payment, oldest first (issue 16). */
  parts?: ReceiptPart[];
};

export type ReceiptPart = {
  payType: PayType | null;
  amount: number;
  amountTendered: number | null;
  change: number | null;
  cardNumberMask: string | null;
  tip: number;
};
