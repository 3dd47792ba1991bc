/**
 * What a kitchen ticket carries (issue 17), kept on its print job so a reprint prints the
 * same ticket. The server builds the PrintDocument from it at the printer's width.
 */
export type KitchenTicketMark = 'NEW' | 'ADD' | 'VOID' | 'REPRINT';

export type KitchenTicketLine = {
  quantity: number;
  name: string;
  /** The chosen options, in the order chosen ("Oat", "Extra shot"). */
  options: string[];
  /** Allergens the line contains, by name ("Milk", "Gluten"); printed emphasised. */
  allergens: string[];
};

export type KitchenTicket = {
  mark: KitchenTicketMark;
  /** The station's name, e.g. "Kitchen" or "Bar". */
  station: string;
  /** The order's number as staff say it, e.g. "T2-0142" or "#142". */
  orderNumber: string;
  /** "Eat in", "Takeaway", "Delivery", "Collection". */
  orderType: string;
  /** A table's name, when the order has one. */
  table: string | null;
  /** A delivery or collection slot's start, ISO 8601 with offset, when the order has one. */
  slot: string | null;
  /** When the order was placed (or, for ADD and VOID, when the change was), ISO 8601. */
  at: string;
  /** The merchant's IANA time zone, for the time and the slot. */
  timeZone: string;
  /** The round: 1 for the first ticket of this order at this station, 2 for the first ADD... */
  round: number;
  lines: KitchenTicketLine[];
  /** The order's notes for the kitchen; printed emphasised. */
  notes: string;
  isUnpaid: boolean;
  /** Printed again by staff: it says REPRINT as well as what it was (an ADD, a VOID). */
  isReprint?: boolean;
};
