/**
 * Checkout, payment and receipt texts: word for word from spec 001 §5, §8 and
 * 000 §8 where the spec gives them; the others are marked. Zod-free, so the
 * till's first screen can use them without loading zod.
 */
export const checkoutMessages = {
  // 001 §5
  tableRequired: 'Table is required',
  addressRequired: 'Address is required',
  postcodeRequired: 'Postcode is required',
  dateRequired: 'Date for collection/delivery is required',
  timeRequired: 'Time for collection/delivery is required',
  termsRequired: 'You must agree to the terms & conditions to continue',
  notesTooLong: 'Notes must be at most 255 characters',
  // 001 §8
  orderCreated: 'Order Created',
  checkDetails: 'Please check your details!',
  orderCreateFailed: 'Sorry, something went wrong making your request!',
  paymentFailed: 'Payment failed.',
  verifyFailed: 'Failed to verify payment.',
  // 000 §8
  printed: 'Printed successfully',
  printFailed: (reason: string) => `Printing failed: ${reason}`,
  receiptSent: 'Receipt Sent',
  // Not in the spec: the server's words for refusals the spec gives no sentence for.
  /** Takeaway and click & collect (service problem 15); worded like 001 §5's other fields. */
  nameRequired: 'Name is required',
  takeawayAsksNameLabel: 'Takeaway asks for a name',
  takeawayAsksNameOnHint: 'Pay on a takeaway asks the name that Collection calls out.',
  takeawayAsksNameOffHint: 'Pay on a takeaway goes straight to payment: call out the order number.',
  postcodeInvalid: 'Enter a valid UK postcode, such as SW1A 1AA.',
  emailInvalid: 'Enter a valid email address.',
  phoneInvalid: 'Enter a valid phone number, such as 07700 900123.',
  slotPast: 'This time has already passed. Please choose another.',
  slotTooSoon: 'This time is too soon for the order to be ready. Please choose a later one.',
  slotFull: 'This time is fully booked. Please choose another.',
  slotNotOffered: 'This time is not offered. Please choose one from the list.',
  methodNotOffered: 'This merchant does not offer this method.',
  unknownProduct: 'This product is not on the menu.',
  unknownChoice: 'This option does not belong to the product.',
  singleChoice: (option: string) => `Choose only one ${option}.`,
  choiceRepeated: 'Choose each option at most once.',
  unknownTable: 'Choose one of the tables.',
  unknownCashier: 'Choose one of the cashiers.',
  /** The cart names a cashier other than the one now signed in on the till (issue 12). */
  cashierChanged: 'Another cashier is signed in now. Keep the cart for them or start a new order.',
  noItems: 'Add at least one item.',
  tooManyItems: 'An order can hold at most 500 items.',
  overrideRange: 'Enter a price between £0.00 and £10,000.00.',
  adjustmentRange: 'An adjustment must be between -£10,000.00 and £10,000.00.',
  negativeTotal: 'Adjustments cannot take the total below £0.00.',
  percentRange: 'A percentage discount must be more than 0% and at most 100%.',
  amountOrPercent: 'Give an adjustment either an amount or a percentage, not both.',
  discountReasonRequired: 'Reason is required',
  tenderedBelowTotal: 'The amount tendered is less than the total.',
  alreadyPaid: 'This order has already been paid.',
  paidNotCancelled: 'This order has been paid: refund it instead of cancelling it.',
  completedNotCancelled: 'This order is complete and can no longer be cancelled.',
  orderCancelled: 'This order has been cancelled.',
  cardMaskOnly: 'Send only the masked card number, such as ************1234.',
  outOfStock: (name: string) => `${name} is out of stock.`,
} as const;

/** 001 §9 */
export const CASH_QUICK_AMOUNTS_PENCE = [500, 1000, 2000] as const;
export const NOTES_MAX_LENGTH = 255;
export const TIMESLOTS_PER_ROW = 3;
export const RECEIPT_PRINT_DELAY_MS = 500;
/** Receipt text width, in characters (a 80 mm thermal printer's usual line). */
export const RECEIPT_COLUMNS = 42;
export const MAX_ORDER_ITEMS = 500;
export const MAX_PRICE_OVERRIDE_PENCE = 1_000_000;
