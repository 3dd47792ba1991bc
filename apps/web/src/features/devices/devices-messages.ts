import type { TerminalProbe } from '@/platform/card-terminal/probe-terminal';

// The Devices page's own words (issue 14; not in the spec).

export const DEVICES_MESSAGES = {
  terminalsIntro:
    'The card terminals of your business. Each till chooses one of them in its Card terminal settings.',
  noTerminals: 'No card terminals yet. Add one with its serial number and address.',
  noAddress: 'No address yet',
  terminalAdded: (name: string) => `${name} added`,
  terminalSaved: (name: string) => `${name} saved`,
  pairedSince: (date: string) => `Paired ${date}`,
  notPaired: 'Not paired',
  unpairTitle: (name: string) => `Unpair ${name}?`,
  unpairBody:
    'The device paired with it is logged out at once and can no longer log in as this terminal. It stays on the list, and you can pair it again.',
  unpaired: (name: string) => `${name} unpaired`,
  unpairFailed: 'The terminal could not be unpaired. Please try again.',
  testing: 'Asking the terminal…',
  screensIntro:
    'Kitchen screens show the kitchen with nobody logged in. Open /kitchen/pair on the screen, then type the code it shows here.',
  noScreens: 'No kitchen screens are paired.',
  screenPaired: (name: string) => `${name} is paired. The screen shows the kitchen now.`,
  screenUnpairTitle: (name: string) => `Unpair ${name}?`,
  screenUnpairBody:
    'The screen stops showing the kitchen at once and goes back to its pairing page.',
  screenUnpaired: (name: string) => `${name} unpaired`,
  screenUnpairFailed: 'The screen could not be unpaired. Please try again.',
} as const;

/** A connection test's answer, in a sentence. */
export const describeProbe = (probe: TerminalProbe, address: string): string => {
  if (probe.status === 'online') return `Online: terminal ${probe.terminalId} answered.`;
  switch (probe.reason) {
    case 'timeout':
      return `Offline: no answer from ${address} within 5 seconds. Check the terminal is on and on the same network as this device.`;
    case 'wrong_terminal':
      return `Offline: ${address} is terminal ${probe.terminalId ?? 'with another serial number'}, not this one. Check the address.`;
    case 'bad_answer':
      return `Offline: ${address} answered, but not as a card terminal (status ${probe.httpStatus ?? 'unknown'}). Check the address and port.`;
    case 'unreachable':
      return `Offline: ${address} could not be reached. Check the address, that the terminal is on, and that this device is on its network.`;
  }
};
