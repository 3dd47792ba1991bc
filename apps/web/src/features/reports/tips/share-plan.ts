import type { Pence } from '@opentill/contract/money';
import { allocatePence } from '@opentill/contract/orders/vat';
import {
  tipsMessages as m,
  type TipAllocationInput,
  type TipAllocationMethod,
} from '@opentill/contract/reports/tips.schemas';
import { hoursToMinutes, parseHours } from '@/features/reports/tips/tip-labels';
import type { TipPeriod } from '@/features/reports/tips/tip-period';

/** A worker chosen in Share tips, with their hours as typed (used only by hours). */
export type ChosenWorker = { cashierId: string; name: string; hoursText: string };
export type PreviewLine = { cashierId: string; name: string; share: Pence };

export type SharePlanErrors = {
  /** About the workers as a whole: none chosen, or no hours at all. */
  workers?: string;
  /** Per worker whose hours cannot be read. */
  hours: Partial<Record<string, string>>;
};

export type SharePlan =
  | { isReady: true; input: TipAllocationInput; preview: PreviewLine[] }
  | { isReady: false; errors: SharePlanErrors };

/**
 * What Share tips would send and what each worker would get. The split is the server's
 * own (allocatePence over the same weights: 1 each, or whole minutes), so the preview is
 * what the allocation will say, to the penny.
 */
export const planShares = (
  period: TipPeriod,
  potPence: Pence,
  method: TipAllocationMethod,
  workers: readonly ChosenWorker[],
): SharePlan => {
  if (workers.length === 0)
    return { isReady: false, errors: { workers: m.workersRequired, hours: {} } };
  if (method === 'equal') {
    const shares = allocatePence(
      potPence,
      workers.map(() => 1),
    );
    return {
      isReady: true,
      input: { ...period, method, workers: workers.map(({ cashierId }) => ({ cashierId })) },
      preview: workers.map((w, i) => ({
        cashierId: w.cashierId,
        name: w.name,
        share: shares[i] ?? 0,
      })),
    };
  }
  const hours = workers.map((worker) => parseHours(worker.hoursText));
  const errors: SharePlanErrors = { hours: {} };
  workers.forEach((worker, i) => {
    if (hours[i] === null)
      errors.hours[worker.cashierId] =
        worker.hoursText.trim() === '' ? m.hoursRequired : m.hoursRange;
  });
  if (Object.keys(errors.hours).length > 0) return { isReady: false, errors };
  const minutes = hours.map((h) => hoursToMinutes(h ?? 0));
  if (minutes.every((value) => value === 0))
    return { isReady: false, errors: { workers: m.hoursRequired, hours: {} } };
  const shares = allocatePence(potPence, minutes);
  return {
    isReady: true,
    input: {
      ...period,
      method,
      workers: workers.map((w, i) => ({ cashierId: w.cashierId, hours: hours[i] ?? 0 })),
    },
    preview: workers.map((w, i) => ({
      cashierId: w.cashierId,
      name: w.name,
      share: shares[i] ?? 0,
    })),
  };
};
