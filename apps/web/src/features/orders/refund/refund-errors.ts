import { refundMessages } from '@opentill/contract/orders/refund-messages';
import { isApiError } from '@/api/api-error';
import { isNetworkFailure, offlineRefusals } from '@/offline/offline-refusals';

/** The server's own sentence for a refusal: a field's first message, or its detail. */
export const serverMessage = (error: unknown): string | null => {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return null;
  const fields = error.fieldErrors;
  const first = Object.values(fields).find((list) => list.length > 0)?.[0];
  return first ?? error.detail ?? null;
};

/** 000 §8: a failed PIN check shows the server's text as it is; no text, 'Failed to verify refund'. */
export const pinCheckMessage = (error: unknown): string =>
  serverMessage(error) ?? refundMessages.verifyRefundFailed;

/** What the PIN step shows of a failed check (issue 16 adds the manager's approval). */
export type RefundCheckErrors =
  /** The merchant's refunds need a manager: the server's words, above the manager's fields. */
  | { kind: 'needsApproval'; reason: string }
  /** The manager or their PIN was refused: said under that field. */
  | { kind: 'manager'; managerId?: string; managerPin?: string }
  /** Anything else (a wrong refund PIN, a lock-out, no server): said above the form. */
  | { kind: 'other'; message: string };

export const readRefundCheckError = (error: unknown): RefundCheckErrors => {
  if (isNetworkFailure(error)) return { kind: 'other', message: offlineRefusals.refund };
  const fields = isApiError(error) && error.status === 400 ? error.fieldErrors : {};
  const approval = fields.approval ?? [];
  if (approval.length > 0) return { kind: 'needsApproval', reason: approval.join(' ') };
  const managerId = fields.managerId?.[0];
  const managerPin = fields.managerPin?.[0];
  if (managerId !== undefined || managerPin !== undefined)
    return {
      kind: 'manager',
      ...(managerId === undefined ? {} : { managerId }),
      ...(managerPin === undefined ? {} : { managerPin }),
    };
  return { kind: 'other', message: pinCheckMessage(error) };
};
