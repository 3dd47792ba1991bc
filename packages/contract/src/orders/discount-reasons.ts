// Why a discount was given and why a line was voided (issue 16): a short code kept with
// the adjustment or the void, so a report can count them, and the words staff pick from.

export const DISCOUNT_REASONS = [
  'staff',
  'loyalty',
  'promotion',
  'complaint',
  'damaged',
  'comp',
  'other',
] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];

export const DISCOUNT_REASON_LABELS: Record<DiscountReason, string> = {
  staff: 'Staff',
  loyalty: 'Loyalty',
  promotion: 'Promotion',
  complaint: 'Complaint',
  damaged: 'Damaged or wrong',
  comp: 'On the house',
  other: 'Other',
};

export const VOID_REASONS = [
  'changed_mind',
  'wrong_item',
  'out_of_stock',
  'quality',
  'other',
] as const;
export type VoidReason = (typeof VOID_REASONS)[number];

export const VOID_REASON_LABELS: Record<VoidReason, string> = {
  changed_mind: 'Customer changed their mind',
  wrong_item: 'Rung up by mistake',
  out_of_stock: 'Out of stock',
  quality: 'Quality problem',
  other: 'Other',
};

/** What the till says when a manager must approve, and why. */
export const approvalMessages = {
  managerRequired: 'A manager must approve this: choose one and enter their PIN.',
  discountOver: (percent: number) => `A discount over ${percent}% needs a manager's approval.`,
  priceOverride: "A changed price needs a manager's approval.",
  voidAfterSend: "Voiding a line the kitchen has seen needs a manager's approval.",
  refunds: "A refund needs a manager's approval.",
  noSale: "Opening the drawer without a sale needs a manager's approval.",
  reasonRequired: 'Choose a reason.',
  lineNotFound: 'That line is not on this order.',
  lineOutOfRange: 'The discount names a line that is not on the order.',
  paidCannotChange: 'This order is paid: it cannot be changed. Refund it instead.',
  lastLine: 'This is the only line: cancel the order instead.',
} as const;
