/** The kitchen screen's own sentences (not in the spec, which leaves pairing and settings open). */
export const kitchenMessages = {
  screenPaired: 'This screen is paired as a kitchen display.',
  screenUnpaired: 'This screen is no longer paired.',
  pairFailed: 'The screen could not be paired. Please try again.',
  unpairFailed: 'The screen could not be unpaired. Please try again.',
  sendUnpaidLabel: 'Send unpaid orders to the kitchen',
  sendUnpaidOnHint:
    'Tickets show UNPAID until the order is paid: right for tables that pay after eating.',
  sendUnpaidOffHint: 'An order reaches the kitchen once it is paid.',
} as const;
