import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { Pence } from '@opentill/contract/money';
import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { refundMessages as m } from '@opentill/contract/orders/refund-messages';
import { useSession } from '@/api/get-session';
import { ORDERS_QUERY_KEY } from '@/features/orders/api/order-query-keys';
import { recordRefund } from '@/features/orders/api/record-refund';
import { serverMessage } from '@/features/orders/refund/refund-errors';
import {
  followCardRefund,
  recordPending,
  refundCard,
  refundCash,
  type PendingRecord,
  type RefundDeps,
  type RefundOutcome,
} from '@/features/orders/refund/refund-flow';
import { newRequestKey } from '@/features/orders/refund/request-key';
import { usePlatform } from '@/platform/platform-context';

export type RefundState =
  | { phase: 'idle' }
  | { phase: 'busy'; isAtTerminal: boolean }
  | { phase: 'failed'; message: string }
  /** 'Failed to verify payment': retry asks the terminal about the same uti. */
  | { phase: 'unverified'; uti: string; amount: Pence; notes: string }
  /** 'Refund completed but failed to update, please retry': retry resends the same record. */
  | { phase: 'recordFailed'; pending: PendingRecord; message: string };

/** Runs a refund and what the dialog needs to show about it. */
export const useRefund = (orderId: string, onProcessed: () => void) => {
  const platform = usePlatform();
  const serialNumber = useSession().device?.serialNumber ?? null;
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<RefundState>({ phase: 'idle' });
  const isClosed = useRef(false);
  useEffect(() => {
    isClosed.current = false;
    return () => {
      isClosed.current = true;
    };
  }, []);

  const deps = useMemo<RefundDeps>(
    () => ({
      terminal: platform.getCardTerminal({ serialNumber }),
      record: ({ input, idempotencyKey }) => recordRefund(orderId, input, idempotencyKey),
      serverMessage,
      newKey: () => newRequestKey(`refund-${orderId}`),
      newUti: () => newRequestKey('refund'),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      isCancelled: () => isClosed.current,
      onWaiting: () => setState({ phase: 'busy', isAtTerminal: true }),
    }),
    [platform, serialNumber, orderId],
  );

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
          ? await refundCard(deps, amount, notes, prepared.retrievalReferenceNumber)
          : await refundCash(deps, amount, notes),
      );
    },
    [deps, settle],
  );

  /** The same uti asked again, or the same record sent again with the same key. */
  const retry = useCallback(async () => {
    if (state.phase === 'unverified') {
      setState({ phase: 'busy', isAtTerminal: true });
      settle(await followCardRefund(deps, state.uti, state.amount, state.notes));
    } else if (state.phase === 'recordFailed') {
      const isCard = state.pending.input.retrievalReferenceNumber !== undefined;
      setState({ phase: 'busy', isAtTerminal: false });
      settle(await recordPending(deps, state.pending, { isCard }));
    }
  }, [deps, settle, state]);

  return { state, start, retry };
};
