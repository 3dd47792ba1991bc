import { formatPence, type Pence } from '../money.js';

// Zod-free: the till's cash-up screen loads these without the validation chunk.

/** Sterling notes and coins, largest first, in pence: the rows of a blind cash-up. */
export const DENOMINATIONS = [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** How many of each denomination were counted, keyed by its value in pence ("2000": 3). */
export type DenominationCounts = Partial<Record<`${Denomination}`, number>>;

/** "£50", "£1", "50p", "1p". */
export const denominationLabel = (pence: Denomination): string =>
  pence >= 100 ? formatPence(pence).replace(/\.00$/, '') : `${pence}p`;

export const countedPence = (counts: DenominationCounts): Pence =>
  DENOMINATIONS.reduce((sum, value) => sum + value * (counts[`${value}`] ?? 0), 0);

export const DRAWER_MOVEMENT_KINDS = ['pay_in', 'pay_out', 'no_sale'] as const;
export type DrawerMovementKind = (typeof DRAWER_MOVEMENT_KINDS)[number];

/** The merchant's default tolerance: a cash-up further out than £5.00 needs a manager. */
export const DEFAULT_CASH_VARIANCE_TOLERANCE_PENCE = 500;
