import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { Pence } from '@opentill/contract/money';
import { CARD_ANSWER_TIMEOUT_MS } from '@opentill/contract/orders/card-attempts';
import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { refundMessages as m } from '@opentill/contract/orders/refund-messages';
import { useSession } from '@/api/get-session';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/order-query-keys';
import { recordRefund } from '@/features/orders/api/record-refund';
import { reportRefundAttempt, startCardRefund } from '@/features/orders/api/start-card-refund';
import { serverMessage } from '@/features/orders/refund/refund-errors';
import {
  cancelCardRefund,
  followCardRefund,
  type EarlierRefund,
  recordPending,
  refundCard,
  refundCash,
  type PendingRecord,
  type RefundDeps,
  type RefundOutcome,
} from '@/features/orders/refund/refund-flow';
import { newRequestKey } from '@/features/orders/refund/request-key';
import { knownTillDeviceId } from '@/offline/till-device';
import { usePlatform } from '@/platform/platform-context';

export type RefundState =
  | { phase: 'idle' }
  | { phase: 'busy'; isAtTerminal: boolean }
  | { phase: 'failed'; message: string }
  /** 'Failed to verify payment': retry asks the terminal about the same uti. */
  | { phase: 'unverified'; uti: string; amount: Pence; notes: string }
  /** No final answer in time (issue 12): Keep waiting, Check again or Cancel this refund. */
  | { phase: 'slow'; uti: string; amount: Pence; notes: string; isStillBusy: boolean }
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
      startCardRefund: (uti, amount) => startCardRefund(orderId, { uti, amount }),
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
      else if (outcome.kind === 'unverified') {
        const { uti, amount, notes } = outcome;
        setState({ phase: 'unverified', uti, amount, notes });
      } else if (outcome.kind === 'slow') {
        const { uti, amount, notes, isStillBusy } = outcome;
        setState({ phase: 'slow', uti, amount, notes, isStillBusy });
      } else if (outcome.kind === 'cancelled') {
        void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
        setState({ phase: 'cancelled' });
      } else
        setState({ phase: 'recordFailed', pending: outcome.pending, message: outcome.message });
    },
    [enqueueSnackbar, queryClient, onProcessed],
  );

  const start = useCallback(
    async (prepared: PrepareRefundResponse, amount: Pence, notes: string) => {
      setState({ phase: 'busy', isAtTerminal: false });
      settle(
        prepared.paymentType === 'pax_device'
          ? await refundCard(forRun(), amount, notes, prepared.retrievalReferenceNumber, earlier)
          : await refundCash(forRun(), amount, notes),
      );
    },
    [forRun, settle, earlier],
  );

  /** The same uti asked again, or the same record sent again with the same key. */
  const retry = useCallback(async () => {
    if (state.phase === 'unverified') {
      setState({ phase: 'busy', isAtTerminal: true });
      settle(await followCardRefund(forRun(), state.uti, state.amount, state.notes));
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
    settle(await followCardRefund(forRun(), state.uti, state.amount, state.notes));
  }, [forRun, settle, state]);
  const checkAgain = useCallback(async () => {
    if (state.phase !== 'slow') return;
    setState({ phase: 'busy', isAtTerminal: true });
    settle(await followCardRefund(forRun(), state.uti, state.amount, state.notes, { once: true }));
  }, [forRun, settle, state]);
  const cancel = useCallback(async () => {
    if (state.phase !== 'slow') return;
    const { uti, amount, notes } = state;
    setState({ phase: 'busy', isAtTerminal: false });
    settle(await cancelCardRefund(forRun(), { uti, amount, notes }));
  }, [forRun, settle, state]);

  return { state, start, retry, keepWaiting, checkAgain, cancel };
};
