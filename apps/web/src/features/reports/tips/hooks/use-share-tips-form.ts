import { useState } from 'react';
import type { Pence } from '@opentill/contract/money';
import type { TipAllocation, TipAllocationMethod } from '@opentill/contract/reports/tips.schemas';
import { isForbiddenError } from '@/api/api-error';
import { useAllocateTips } from '@/features/reports/tips/api/allocate-tips';
import { readShareErrors, type ShareErrors } from '@/features/reports/tips/share-errors';
import { planShares, type ChosenWorker } from '@/features/reports/tips/share-plan';
import type { TipPeriod } from '@/features/reports/tips/tip-period';

export type Worker = { id: string; name: string };

const NO_ERRORS: ShareErrors = { hours: {}, other: null };

/**
 * Share tips: the method, the workers chosen (kept in the list's order) and their hours as
 * typed. The preview follows every keystroke; errors show once Share is pressed.
 */
export const useShareTipsForm = (
  period: TipPeriod,
  potPence: Pence,
  workers: readonly Worker[],
  onShared: (allocation: TipAllocation) => void,
) => {
  const [method, setMethod] = useState<TipAllocationMethod>('equal');
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set());
  const [hoursText, setHoursText] = useState<Partial<Record<string, string>>>({});
  const [errors, setErrors] = useState<ShareErrors>(NO_ERRORS);
  const allocate = useAllocateTips();

  const chosen: ChosenWorker[] = workers
    .filter((worker) => chosenIds.has(worker.id))
    .map((worker) => ({
      cashierId: worker.id,
      name: worker.name,
      hoursText: hoursText[worker.id] ?? '',
    }));
  const plan = planShares(period, potPence, method, chosen);

  const toggleWorker = (id: string) => {
    setChosenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    setErrors((current) => ({ ...current, workers: undefined }));
  };
  const setHours = (id: string, text: string) => {
    setHoursText((current) => ({ ...current, [id]: text }));
    setErrors((current) => ({
      ...current,
      workers: undefined,
      hours: { ...current.hours, [id]: undefined },
    }));
  };

  const submit = () => {
    if (!plan.isReady) {
      setErrors({ ...plan.errors, other: null });
      return;
    }
    setErrors(NO_ERRORS);
    allocate.mutate(plan.input, {
      onSuccess: onShared,
      onError: (error) => {
        // A 403 has logged out with its own words already.
        if (!isForbiddenError(error)) setErrors(readShareErrors(error, plan.input));
      },
    });
  };

  const chooseMethod = (next: TipAllocationMethod) => {
    setMethod(next);
    // The hours fields come and go with the method: their old errors go with them.
    setErrors(NO_ERRORS);
  };

  return {
    method,
    setMethod: chooseMethod,
    chosenIds,
    hoursText,
    toggleWorker,
    setHours,
    preview: plan.isReady ? plan.preview : null,
    errors,
    isPending: allocate.isPending,
    submit,
  };
};
