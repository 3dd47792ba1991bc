import type { ApprovalInput } from '@opentill/contract/settings/discount-settings.schemas';
import { isApiError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import { staysInApproval } from '@/features/till/approval/approval-errors';

/** A request the server sent back for a manager: the approval step shows it until it ends. */
export type PendingApproval = {
  /** The server's words: why a manager is needed. */
  reason: string;
  /** Resends the request with the approval; rejects with what the step shows (a wrong PIN). */
  approve: (approval: ApprovalInput) => Promise<void>;
  /** Backs out: nothing is sent, and a late answer is left alone. */
  cancel: () => void;
};

export type ApprovalRetryOptions<T> = {
  reason: string;
  /**
   * The first request's Idempotency-Key. The server keeps a refusal under its key, so
   * each approved try goes under `<key>:approval-<n>`; the body keeps the order's own id,
   * which the server never takes twice, so no try can make a second order.
   */
  keyBase: string;
  send: (approval: ApprovalInput, idempotencyKey: string) => Promise<T>;
  onApproved: (result: T) => void;
  /** The request itself was refused (an item out of stock, say): the step ends. */
  onRefused: (error: unknown) => void;
  onCancel: () => void;
};

const isAnswer = (error: unknown) => isApiError(error) && !isUnreachableStatus(error.status);

/**
 * The approval step's resend. A try that got no answer is sent again under the same key
 * while the manager and PIN are the same, so a lost answer replays rather than repeats; an
 * answered try spends its key. Once approved, refused or cancelled, late answers are ignored.
 */
export const approvalRetry = <T>(options: ApprovalRetryOptions<T>): PendingApproval => {
  let attempt = 1;
  let unanswered: ApprovalInput | null = null;
  let isOver = false;
  return {
    reason: options.reason,
    approve: async (approval) => {
      const isSame =
        unanswered !== null &&
        unanswered.managerId === approval.managerId &&
        unanswered.pin === approval.pin;
      if (unanswered !== null && !isSame) attempt += 1;
      const key = `${options.keyBase}:approval-${attempt}`;
      let result: T;
      try {
        result = await options.send(approval, key);
      } catch (error) {
        if (isAnswer(error)) {
          unanswered = null;
          attempt += 1;
        } else unanswered = approval;
        if (isOver) return;
        if (staysInApproval(error)) throw error;
        isOver = true;
        options.onRefused(error);
        return;
      }
      if (isOver) return;
      isOver = true;
      options.onApproved(result);
    },
    cancel: () => {
      if (isOver) return;
      isOver = true;
      options.onCancel();
    },
  };
};
