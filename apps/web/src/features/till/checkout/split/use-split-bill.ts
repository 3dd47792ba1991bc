import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { checkoutOrderQueryKey } from '@/features/till/checkout/api/get-order';
import {
  afterPartPaid,
  amountDueOf,
  newSplitPlan,
  type SplitMode,
  type SplitPart,
  type SplitPlan,
} from '@/features/till/checkout/split/split-plan';
import {
  clearSplitPlan,
  readSplitPlan,
  saveSplitPlan,
} from '@/features/till/checkout/split/split-storage';

/** Paying all that is due, choosing a part, or paying the part chosen. */
export type SplitStage = 'whole' | 'choose' | 'part';

/**
 * A split bill for one order (issue 16): the plan, kept for the tab so a reload comes back
 * to it, and what moves it on. A part paid leaves the order open: its new state from the
 * pay answer is put in the checkout's cache, which is how the step shows what is left.
 */
export const useSplitBill = (order: Order) => {
  const queryClient = useQueryClient();
  const orderId = order.id;
  const duePence = amountDueOf(order);
  const [plan, setPlan] = useState<SplitPlan | null>(() => readSplitPlan(orderId));
  useEffect(() => {
    if (plan === null) clearSplitPlan(orderId);
    else saveSplitPlan(orderId, plan);
  }, [orderId, plan]);
  const update = useCallback(
    (change: (plan: SplitPlan) => SplitPlan) =>
      setPlan((before) => (before === null ? before : change(before))),
    [],
  );

  const current = plan?.current ?? null;
  const stage: SplitStage = plan === null ? 'whole' : current === null ? 'choose' : 'part';
  return {
    plan,
    stage,
    /** The part chosen to pay next, if any. */
    current,
    /** The part being paid, never more than is due (a line may have been voided since). */
    partPence: current === null ? null : Math.min(current.amountPence, duePence),
    open: useCallback(() => setPlan(newSplitPlan()), []),
    close: useCallback(() => setPlan(null), []),
    setMode: useCallback((mode: SplitMode) => update((p) => ({ ...p, mode })), [update]),
    /** A new number of people shares what is due now between them. */
    setWays: useCallback(
      (ways: number) => update((p) => ({ ...p, ways, equalBasePence: null, equalPaid: 0 })),
      [update],
    ),
    choose: useCallback(
      (part: SplitPart) =>
        update((p) => ({
          ...p,
          current: part,
          // The shares are fixed when the first is chosen, so they do not drift as they are paid.
          equalBasePence:
            part.equalIndex === null ? p.equalBasePence : (p.equalBasePence ?? duePence),
        })),
      [update, duePence],
    ),
    changePart: useCallback(() => update((p) => ({ ...p, current: null })), [update]),
    partPaid: useCallback(
      (paid: Order) => {
        queryClient.setQueryData(checkoutOrderQueryKey(paid.id), paid);
        update((p) => afterPartPaid(p, amountDueOf(paid)));
      },
      [queryClient, update],
    ),
    /** Paid in full: the split is over. */
    end: useCallback(() => {
      clearSplitPlan(orderId);
      setPlan(null);
    }, [orderId]),
  };
};
