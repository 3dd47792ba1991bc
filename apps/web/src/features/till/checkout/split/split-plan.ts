import { parsePounds, type Pence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { equalParts, partForLines, splitBillMessages } from '@opentill/contract/orders/split-bill';

export type SplitMode = 'item' | 'equal' | 'amount';

/** The part the cashier chose to take next. */
export type SplitPart = {
  amountPence: Pence;
  /** The lines it pays for, when chosen by item: once it is paid they cannot be chosen again. */
  lineIds: readonly string[];
  /** Which equal share it is (0 for the first), when split equally. */
  equalIndex: number | null;
};

/** A split bill in progress for one order, kept for the tab (split-storage.ts). */
export type SplitPlan = {
  mode: SplitMode;
  /** How many people share the bill equally. */
  ways: number;
  /**
   * What the equal shares divide: what was due when the first share was chosen, so the
   * shares stay the same as they are paid (1000 in 3: 334, 333, 333).
   */
  equalBasePence: Pence | null;
  /** Equal shares paid so far. */
  equalPaid: number;
  /** Lines paid for in earlier parts of this checkout. */
  paidLineIds: readonly string[];
  /** The part being paid; kept so a reload mid-payment comes back to it. */
  current: SplitPart | null;
};

/** Equally in two: the commonest split, so it is where the split step opens. */
export const newSplitPlan = (): SplitPlan => ({
  mode: 'equal',
  ways: 2,
  equalBasePence: null,
  equalPaid: 0,
  paidLineIds: [],
  current: null,
});

/** What is still to pay: the whole total until a part is paid, 0 once paid. */
export const amountDueOf = (order: Order): Pence => {
  const payment = order.orderPayment;
  if (payment?.status === 'paid') return 0;
  return payment?.amountDue ?? order.totalCost;
};

/** What the parts of a split bill have paid so far (while it is open, every part is listed). */
export const paidSoFarOf = (order: Order): Pence =>
  (order.orderPayment?.parts ?? []).reduce((sum, part) => sum + part.amountGross, 0);

/** The next equal share; the last one pays whatever is due, so the pennies always add up. */
export const nextEqualPart = (plan: SplitPlan, duePence: Pence): SplitPart => {
  const index = Math.min(plan.equalPaid, plan.ways - 1);
  const share = equalParts(plan.equalBasePence ?? duePence, plan.ways)[index] ?? duePence;
  const amountPence = index === plan.ways - 1 ? duePence : Math.min(share, duePence);
  return { amountPence, lineIds: [], equalIndex: index };
};

export type BillLine = { id: string; name: string; costPence: Pence };

/** The order's lines, each at its cost after its own discounts. */
export const billLinesOf = (order: Order): BillLine[] =>
  order.orderItems.map((item) => ({
    id: item.id,
    name: item.product.name,
    costPence:
      item.cost +
      order.priceAdjustments
        .filter((adjustment) => adjustment.orderItemId === item.id)
        .reduce((sum, adjustment) => sum + adjustment.amount, 0),
  }));

/**
 * What the chosen lines come to, with the order's own discounts (and any delivery charge)
 * shared in proportion, so that every line together is the total. The last lines left
 * pay exactly what is due, so rounding in earlier parts never strands a penny.
 */
export const partForChosenLines = (
  order: Order,
  chosen: ReadonlySet<string>,
  paidLineIds: readonly string[],
  duePence: Pence,
): Pence => {
  if (chosen.size === 0) return 0;
  const lines = billLinesOf(order);
  const paid = new Set(paidLineIds);
  if (lines.every((line) => chosen.has(line.id) || paid.has(line.id))) return duePence;
  const linesTotal = lines.reduce((sum, line) => sum + line.costPence, 0);
  const part = partForLines(
    lines.map((line) => ({ cost: line.costPence, chosen: chosen.has(line.id) })),
    order.totalCost - linesTotal,
  );
  return Math.min(part, duePence);
};

/** After a part is paid: its lines are paid, an equal share is counted, and the next is chosen. */
export const afterPartPaid = (plan: SplitPlan, newDuePence: Pence): SplitPlan => {
  const paidPart = plan.current;
  const equalIndex = paidPart?.equalIndex ?? null;
  const next: SplitPlan = {
    ...plan,
    paidLineIds: [...plan.paidLineIds, ...(paidPart?.lineIds ?? [])],
    equalPaid: equalIndex === null ? plan.equalPaid : equalIndex + 1,
    current: null,
  };
  // Equally, the next share is already known: it is offered straight away.
  return next.mode === 'equal' ? { ...next, current: nextEqualPart(next, newDuePence) } : next;
};

export const ENTER_PART = 'Enter the amount of this part, such as 12.50.';

export type PartReading = { isValid: true; amountPence: Pence } | { isValid: false; error: string };

/** A part typed in pounds, against what is still to pay: the amount, or why not in words. */
export const readPartAmount = (text: string, duePence: Pence): PartReading => {
  const amountPence = parsePounds(text);
  if (amountPence === null) return { isValid: false, error: ENTER_PART };
  if (amountPence < 1) return { isValid: false, error: splitBillMessages.partTooSmall };
  if (amountPence > duePence)
    return { isValid: false, error: splitBillMessages.partTooLarge(duePence) };
  return { isValid: true, amountPence };
};
