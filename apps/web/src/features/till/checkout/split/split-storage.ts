import { MAX_SPLIT_WAYS } from '@opentill/contract/orders/split-bill';
import type { SplitMode, SplitPart, SplitPlan } from '@/features/till/checkout/split/split-plan';

// The split is this tab's: a reload comes back to it (with the lines already paid for), a
// new tab or another till starts from what the server says is still to pay.

const keyFor = (orderId: string) => `opentill.split.${orderId}`;

const MODES: readonly SplitMode[] = ['item', 'equal', 'amount'];
const isMode = (value: unknown): value is SplitMode => MODES.some((mode) => mode === value);

const isPence = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

const readPart = (value: unknown): SplitPart | null | undefined => {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { amountPence, lineIds, equalIndex } = value as Record<string, unknown>;
  if (!isPence(amountPence) || !isIdList(lineIds)) return undefined;
  if (equalIndex !== null && !isPence(equalIndex)) return undefined;
  return { amountPence, lineIds, equalIndex };
};

export const readSplitPlan = (orderId: string): SplitPlan | null => {
  try {
    const raw = sessionStorage.getItem(keyFor(orderId));
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { mode, ways, equalBasePence, equalPaid, paidLineIds, current } = value as Record<
      string,
      unknown
    >;
    const part = readPart(current);
    if (!isMode(mode) || part === undefined) return null;
    if (!isPence(ways) || ways < 2 || ways > MAX_SPLIT_WAYS || !isPence(equalPaid)) return null;
    if (equalBasePence !== null && !isPence(equalBasePence)) return null;
    if (!isIdList(paidLineIds)) return null;
    return {
      mode,
      ways,
      equalBasePence,
      equalPaid,
      paidLineIds,
      current: part,
    };
  } catch {
    return null;
  }
};

export const saveSplitPlan = (orderId: string, plan: SplitPlan): void => {
  try {
    sessionStorage.setItem(keyFor(orderId), JSON.stringify(plan));
  } catch {
    // Without storage a reload forgets the split, not the parts paid: they are on the server.
  }
};

export const clearSplitPlan = (orderId: string): void => {
  try {
    sessionStorage.removeItem(keyFor(orderId));
  } catch {
    // Nothing kept, nothing to clear.
  }
};
