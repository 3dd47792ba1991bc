import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { Pence } from '@opentill/contract/money';
import { CARD_ANSWER_TIMEOUT_MS } from '@opentill/contract/orders/card-attempts';
import { refundMessages as m } from '@opentill/contract/orders/refund-messages';
import { useSession } from '@/api/get-session';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/order-query-keys';
import { recordRefund } from '@/features/orders/api/record-refund';
import { reportRefundAttempt, startCardRefund } from '@/features/orders/api/start-card-refund';
import { serverMessage } from '@/features/orders/refund/refund-errors';
import {
  cancelCardRefund,
  type CardRefundWait,
  followCardRefund,
  type EarlierRefund,
  recordPending,
  refundCard,
  refundCash,
  type PendingRecord,
  type RefundDeps,
  type RefundOutcome,
  waitOf,
} from '@/features/orders/refund/refund-flow';
import type { RefundTarget } from '@/features/orders/refund/refund-payments';
import { newRequestKey } from '@/api/request-key';
import { knownTillDeviceId } from '@/offline/till-device';
import { usePlatform } from '@/platform/platform-context';

export type RefundState =
  | { phase: 'idle' }
  | { phase: 'busy'; isAtTerminal: boolean }
  | { phase: 'failed'; message: string }
  /** 'Failed to verify payment': retry asks the terminal about the same uti. */
  | ({ phase: 'unverified' } & CardRefundWait)
  /** No final answer in time (issue 12): Keep waiting, Check again or Cancel this refund. */
  | ({ phase: 'slow'; isStillBusy: boolean } & CardRefundWait)
  /** The cashier stopped waiting; the uti stays on the order. */
  | { phase: 'cancelled' }
  /** 'Refund completed but failed to update, please retry': retry resends the same record. */
  | { phase: 'recordFailed'; pending: PendingRecord; message: string };

/** Runs a refund and what the dialog needs to show about it. */
export const useRefund = (
  orderId: string,
  onProcessed: () => void,
  /** The order's cancelled card refunds: asked about before a new REFUND is sent. */
  earlier: readonly EarlierRefund[] = [],
) => {
  const platform = usePlatform();
  const session = useSession();
  const serialNumber = session.device?.serialNumber ?? null;
  const merchant = session.client?.identifier ?? null;
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<RefundState>({ phase: 'idle' });
  const isClosed = useRef(false);
  /** Bumped when the cashier leaves a wait, so an older poll stops. */
  const run = useRef(0);
  useEffect(() => {
    isClosed.current = false;
    return () => {
      isClosed.current = true;
    };
  }, []);

  const deps = useMemo<RefundDeps>(
    () => ({
      terminal: platform.getCardTerminal({ serialNumber }),
      // Cash handed back comes out of this till's drawer (issue 16); the server leaves the
      // drawer alone for a card refund, and a refund from no known till is never refused.
      record: async ({ input, idempotencyKey }) => {
        const deviceId = merchant === null ? null : await knownTillDeviceId(merchant);
        const named = deviceId === null ? input : { ...input, deviceId };
        await recordRefund(orderId, named, idempotencyKey);
      },
      startCardRefund: (uti, amount, paymentId) =>
        startCardRefund(orderId, {
          uti,
          amount,
          ...(paymentId === undefined ? {} : { paymentId }),
        }),
      reportOutcome: (uti, outcome) => reportRefundAttempt(orderId, uti, outcome),
      now: () => Date.now(),
      timeoutMs: CARD_ANSWER_TIMEOUT_MS,
      serverMessage,
      newKey: () => newRequestKey(`refund-${orderId}`),
      newUti: () => newRequestKey('refund'),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      onWaiting: () => setState({ phase: 'busy', isAtTerminal: true }),
    }),
    [platform, serialNumber, merchant, orderId],
  );
  const forRun = useCallback((): RefundDeps => {
    const mine = ++run.current;
    return { ...deps, isCancelled: () => isClosed.current || run.current !== mine };
  }, [deps]);

  const settle = useCallback(
    (outcome: RefundOutcome) => {
      if (isClosed.current) return;
      if (outcome.kind === 'processed') {
        enqueueSnackbar(m.processed, { variant: 'success' });
        void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
        onProcessed();
      } else if (outcome.kind === 'failed') setState({ phase: 'failed', message: outcome.message });
      else if (outcome.kind === 'unverified') setState({ phase: 'unverified', ...waitOf(outcome) });
      else if (outcome.kind === 'slow')
        setState({ phase: 'slow', isStillBusy: outcome.isStillBusy, ...waitOf(outcome) });
      else if (outcome.kind === 'cancelled') {
        void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
        setState({ phase: 'cancelled' });
      } else
        setState({ phase: 'recordFailed', pending: outcome.pending, message: outcome.message });
    },
    [enqueueSnackbar, queryClient, onProcessed],
  );

  /** A refund of `target`: cash, or a card REFUND against that payment's own reference. */
  const start = useCallback(
    async (target: RefundTarget, amount: Pence, notes: string) => {
      setState({ phase: 'busy', isAtTerminal: false });
      const request = {
        amount,
        notes,
        ...(target.paymentId === undefined ? {} : { paymentId: target.paymentId }),
      };
      settle(
        target.paymentType === 'pax_device'
          ? await refundCard(forRun(), request, target.retrievalReferenceNumber, earlier)
          : await refundCash(forRun(), request),
      );
    },
    [forRun, settle, earlier],
  );

  /** The same uti asked again, or the same record sent again with the same key. */
  const retry = useCallback(async () => {
    if (state.phase === 'unverified') {
      setState({ phase: 'busy', isAtTerminal: true });
      settle(await followCardRefund(forRun(), waitOf(state)));
    } else if (state.phase === 'recordFailed') {
      const isCard = state.pending.input.retrievalReferenceNumber !== undefined;
      setState({ phase: 'busy', isAtTerminal: false });
      settle(await recordPending(forRun(), state.pending, { isCard }));
    }
  }, [forRun, settle, state]);

  /** The slow choices: poll again, ask once, or close the attempt (its uti kept). */
  const keepWaiting = useCallback(async () => {
    if (state.phase !== 'slow') return;
    setState({ phase: 'busy', isAtTerminal: true });
    settle(await followCardRefund(forRun(), waitOf(state)));
  }, [forRun, settle, state]);
  const checkAgain = useCallback(async () => {
    if (state.phase !== 'slow') return;
    setState({ phase: 'busy', isAtTerminal: true });
    settle(await followCardRefund(forRun(), waitOf(state), { once: true }));
  }, [forRun, settle, state]);
  const cancel = useCallback(async () => {
    if (state.phase !== 'slow') return;
    const wait = waitOf(state);
    setState({ phase: 'busy', isAtTerminal: false });
    settle(await cancelCardRefund(forRun(), wait));
  }, [forRun, settle, state]);

  return { state, start, retry, keepWaiting, checkAgain, cancel };
};
