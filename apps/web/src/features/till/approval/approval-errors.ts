import { isApiError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';

/** What the approval step shows of an answer: under the manager, under the PIN, or above both. */
export type ApprovalErrors = { managerId?: string; pin?: string; other?: string };

export const APPROVAL_UNREACHABLE =
  'The server cannot be reached: try again, or cancel. A manager’s PIN is checked by the server.';
const APPROVAL_FAILED = 'Sorry, something went wrong. Try again, or cancel.';

/**
 * Why the server wants a manager (400 `{approval: [why, "A manager must approve this…"]}`),
 * in its own words, or null when the answer is something else.
 */
export const approvalReasonOf = (error: unknown): string | null => {
  if (!isApiError(error) || error.status !== 400) return null;
  const messages = error.fieldErrors.approval ?? [];
  return messages.length === 0 ? null : messages.join(' ');
};

/**
 * Whether the approval step keeps this answer to show and let the PIN be typed again: a
 * wrong PIN or manager, a lock-out after too many, or no answer at all. Anything else
 * (the order itself refused) ends the step.
 */
export const staysInApproval = (error: unknown): boolean => {
  if (!isApiError(error) || isUnreachableStatus(error.status)) return true;
  if (error.status === 429) return true;
  const fields = error.fieldErrors;
  return error.status === 400 && ['pin', 'managerId', 'approval'].some((f) => f in fields);
};

/** The server's words split the way the approval step shows them (DESIGN.md §5). */
export const readApprovalErrors = (error: unknown): ApprovalErrors => {
  if (!isApiError(error)) return { other: APPROVAL_FAILED };
  if (isUnreachableStatus(error.status)) return { other: APPROVAL_UNREACHABLE };
  const fields = error.fieldErrors;
  const pin = fields.pin?.[0];
  const managerId = fields.managerId?.[0];
  const other = error.detail ?? fields.approval?.[0] ?? fields.nonFieldErrors?.[0];
  if (pin === undefined && managerId === undefined && other === undefined)
    return { other: APPROVAL_FAILED };
  return {
    ...(pin === undefined ? {} : { pin }),
    ...(managerId === undefined ? {} : { managerId }),
    ...(other === undefined ? {} : { other }),
  };
};
