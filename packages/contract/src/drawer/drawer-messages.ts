import { formatPence } from '../money.js';

// Zod-free: the till shows these on its first screen and in the cash-up dialog.

export const drawerMessages = {
  openTitle: 'Open till',
  openHint: 'Count the cash in the drawer before the first sale.',
  floatRequired: 'Enter the float you counted, for example 100.00.',
  floatTooLarge: 'A float is under £10,000.',
  alreadyOpen: (till: string) => `${till} is already open: cash up first to open it again.`,
  notOpen: 'This till is not open: count a float to open it.',
  notATill: "Choose one of this merchant's tills.",
  closed: 'This till was cashed up: open it again with a new float.',
  openBeforeCash: 'Open the till before taking cash: count the float first.',
  amountRequired: 'Enter an amount above £0.00.',
  amountTooLarge: 'Enter an amount under £10,000.',
  reasonRequired: 'Say why, for example "Milk from the shop".',
  reasonTooLong: 'Keep the reason under 200 characters.',
  countRequired: 'Count each note and coin: enter 0 where there are none.',
  countInvalid: 'Enter a whole number of each note and coin, from 0.',
  countFirst: 'Count the drawer first.',
  countedSince: 'Cash was taken or paid out since the count: count the drawer again.',
  varianceReasonRequired: 'Say why the drawer is out, for example "£10 note given as change".',
  managerRequired: 'Choose the manager who approves.',
  managerPinWrong: "That manager's PIN is not right.",
  needsApproval: (variance: number, tolerance: number) =>
    `The drawer is ${formatPence(Math.abs(variance))} ${variance < 0 ? 'short' : 'over'}: more than ${formatPence(tolerance)} needs a manager's PIN and a reason.`,
  recountNeedsApproval:
    "The drawer was counted again after the expected cash was shown: a manager's PIN and a reason close it.",
  payInDone: (amount: number) => `${formatPence(amount)} paid in.`,
  payOutDone: (amount: number) => `${formatPence(amount)} paid out.`,
  noSaleDone: 'Drawer opened: no sale.',
} as const;
