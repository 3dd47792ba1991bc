// The Terminal settings screen's own words (not in the spec); the server's messages
// ('The old PIN is wrong.', 'The terminal PIN has been changed.') are shown as it sends them.

export const TERMINAL_MESSAGES = {
  pinExplained: 'Staff type this PIN to log in as the terminal and to approve refunds.',
  oldPinHelp: 'Leave empty if no PIN has been set yet.',
  hospitalityExplained:
    'A setting the card terminal keeps for hospitality venues. Changing it has no effect on these screens.',
  hospitalityOn: 'Hospitality mode is on',
  hospitalityOff: 'Hospitality mode is off',
  hospitalityFailed: 'Hospitality mode could not be changed. Please try again.',
  pairExplained:
    'Pair this device with a card terminal, then log out: staff log in here with "Log in as this terminal" and the terminal PIN.',
  pairedHere: (serial: string, merchant: string) =>
    `This device is paired with terminal ${serial} at ${merchant}.`,
  notPairedHere: 'This device is not paired with a terminal.',
  paired: (serial: string) => `This device is paired with terminal ${serial}.`,
  replaceTitle: (serial: string) => `Terminal ${serial} is paired with another device`,
  replaceBody:
    'Pair it with this device instead? The other device is logged out and can no longer log in as the terminal.',
} as const;
