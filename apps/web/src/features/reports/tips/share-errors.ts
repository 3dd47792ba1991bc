import type { TipAllocationInput } from '@opentill/contract/reports/tips.schemas';
import { getFirstFieldErrors, isApiError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import type { SharePlanErrors } from '@/features/reports/tips/share-plan';

export const SHARE_FAILED = 'The tips were not shared. Try again.';
export const SERVER_UNREACHABLE = 'The server cannot be reached: try again once it is back.';

/** What Share tips shows of a refusal: the workers' and hours' own, and one message for the rest. */
export type ShareErrors = SharePlanErrors & { other: string | null };

/**
 * The server's answer laid on the dialog: 'workers' on the worker list, 'workers.2.hours'
 * on the third worker's hours, and what has no field here (the period, a 409's detail) as
 * one message above.
 */
export const readShareErrors = (error: unknown, input: TipAllocationInput): ShareErrors => {
  if (!isApiError(error)) return { hours: {}, other: SHARE_FAILED };
  if (isUnreachableStatus(error.status)) return { hours: {}, other: SERVER_UNREACHABLE };
  const read: ShareErrors = { hours: {}, other: null };
  const leftovers: string[] = [];
  for (const [field, message] of Object.entries(getFirstFieldErrors(error))) {
    const [name, index, part] = field.split('.');
    const worker = index === undefined ? undefined : input.workers[Number(index)];
    if (name === 'workers' && part === 'hours' && worker !== undefined)
      read.hours[worker.cashierId] = message;
    else if (name === 'workers') read.workers ??= message;
    else leftovers.push(message);
  }
  if (error.detail !== undefined) leftovers.push(error.detail);
  const hasFieldError = read.workers !== undefined || Object.keys(read.hours).length > 0;
  read.other = leftovers.length > 0 ? leftovers.join(' ') : hasFieldError ? null : SHARE_FAILED;
  return read;
};
