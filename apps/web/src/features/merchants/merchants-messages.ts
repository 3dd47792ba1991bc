/** What the Merchants page and the support banner say. */
export const MERCHANTS_MESSAGES = {
  loadFailed: 'The merchants could not be loaded. Pull down to try again.',
  noMerchants: 'No merchants yet. Create the first one.',
  noMatch: (search: string) => `No merchant matches “${search}”.`,
  created: (name: string, email: string) => `${name} is ready. We sent ${email} an invitation.`,
  switchFailed: 'Could not switch. Try again.',
  leaveFailed: 'Could not leave the support view. Try again.',
  supportView: (name: string) => `Support view: you are seeing ${name}'s data.`,
} as const;
