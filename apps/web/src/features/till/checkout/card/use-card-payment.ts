import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import {
  CARD_ANSWER_TIMEOUT_MS,
  cardAttemptMessages,
} from '@opentill/contract/orders/card-attempts';
import { formatPence, type Pence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { payOrder } from '@/features/till/checkout/api/pay-order';
import { reportCardAttempt } from '@/features/till/checkout/api/report-card-attempt';
import { newRequestKey } from '@/api/request-key';
import { startCardPayment } from '@/features/till/checkout/api/start-card-payment';
import {
  askAboutCancelled,
  cancelCardPayment,
  checkCardPayment,
  checkCardPaymentOnce,
  payByCard,
  type CardPaymentDeps,
  type CardPhase,
} from '@/features/till/checkout/card/card-payment';
import { isLocalOrder } from '@/offline/local-orders';
import { knownTillDeviceId } from '@/offline/till-device';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';
import { offlineCardDeps } from '@/features/till/checkout/card/offline-card-deps';

export type UseCardPaymentOptions = {
  orderId: string;
  /** What the SALE pays of the bill: all that is due, or the part being paid. */
  amountPence: Pence;
  /** The part of a split bill this SALE pays (issue 16); null pays all that is due. */
  partPence?: Pence | null;
  /** Rides on the SALE, outside the bill: the terminal charges amount + tip. */
  tipPence?: Pence;
  terminal: CardTerminal;
  /** The uti already on the unpaid order (a reopened checkout): the terminal is asked about it first. */
  resumeUti: string | null;
  onPaid: (order: Order) => void;
  /** The order the till pays: a sale only the till has is paid on the terminal directly. */
  order: Order;
  merchant: string;
  merchantName: string;
};

/**
 * Whether a late approval was counted: it paid the order, or (issue 16) one part of a
 * split bill, which leaves the order open for the rest.
 */
const isPaidBy = (order: Order, uti: string): boolean =>
  (order.orderPayment?.status === 'paid' && order.orderPayment.uti === uti) ||
  (order.orderPayment?.cardAttempts.some((attempt) => attempt.uti === uti && attempt.isRecorded) ??
    false);

/** After a cancel, how often the terminal is asked whether it approved after all. */
export const LATE_ANSWER_INTERVAL_MS = 3000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the card state machine for one order and keeps its state for the panel. */
export const useCardPayment = ({
  orderId,
  amountPence,
  partPence = null,
  tipPence = 0,
  terminal,
  resumeUti,
  onPaid,
  order,
  merchant,
  merchantName,
}: UseCardPaymentOptions) => {
  const [state, setState] = useState<CardPhase>(() =>
    resumeUti === null ? { phase: 'ready' } : { phase: 'checking', uti: resumeUti },
  );
  /** Set when a cancelled attempt turned out approved: the order was paid by it. */
  const [isLateApproval, setIsLateApproval] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const isMounted = useRef(true);
  /** Bumped when the cashier leaves a wait (the slow choices), so an old poll stops. */
  const run = useRef(0);
  const hasResumed = useRef(false);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  const isLocal = isLocalOrder(orderId);
  const onLocalPaid = useCallback((paid: Order) => {
    if (isMounted.current) onPaidRef.current(paid);
  }, []);
  const deps = useMemo<Omit<CardPaymentDeps, 'isCancelled'>>(() => {
    // A sale only the till has: the terminal directly, the approval kept in the outbox.
    const local = () =>
      offlineCardDeps({ order, terminal, where: { merchant, merchantName }, onPaid: onLocalPaid });
    return {
      terminal,
      startCardPayment: (uti) =>
        isLocal
          ? local().startCardPayment(uti)
          : startCardPayment(orderId, { uti, partAmount: partPence, tip: tipPence }),
      recordPayment: async (approval) => {
        if (isLocal) return await local().recordPayment(approval);
        const { uti, retrievalReferenceNumber, cardNumberMask } = approval;
        // The till taking the card, so that its X report counts the payment.
        const deviceId = await knownTillDeviceId(merchant);
        // One key per uti: a retried record of the same approval is counted once.
        const paid = await payOrder(
          orderId,
          {
            type: 'pax_device',
            uti,
            retrievalReferenceNumber,
            cardNumberMask,
            ...(deviceId === null ? {} : { deviceId }),
          },
          `card-${uti}`,
        );
        if (isMounted.current) onPaidRef.current(paid);
      },
      reportOutcome: async (uti, outcome) => {
        if (isLocal) return;
        await reportCardAttempt(orderId, uti, { outcome });
      },
      newUti: () => newRequestKey('uti'),
      sleep,
      now: () => Date.now(),
      timeoutMs: CARD_ANSWER_TIMEOUT_MS,
      onChange: (next) => {
        if (isMounted.current) setState(next);
      },
    };
  }, [orderId, terminal, isLocal, order, merchant, merchantName, onLocalPaid, partPence, tipPence]);
  /** Deps for one run: it stops asking once the dialog closes or a newer run starts. */
  const forRun = useCallback((): CardPaymentDeps => {
    const mine = ++run.current;
    return { ...deps, isCancelled: () => !isMounted.current || run.current !== mine };
  }, [deps]);

  useEffect(() => {
    isMounted.current = true;
    // A reopened checkout asks about the uti it already sent, before anything else.
    if (resumeUti !== null && !hasResumed.current) {
      hasResumed.current = true;
      void checkCardPayment(forRun(), resumeUti);
    }
    return () => {
      isMounted.current = false;
    };
  }, [forRun, resumeUti]);

  // After a cancel the terminal may still approve: keep asking quietly, so the order is
  // marked paid by that card (and no second payment is taken) as soon as it does.
  const cancelledUti = state.phase === 'cancelled' ? state.uti : null;
  useEffect(() => {
    if (cancelledUti === null) return;
    let isWatching = true;
    const watch = async () => {
      while (isWatching) {
        await sleep(LATE_ANSWER_INTERVAL_MS);
        if (!isWatching) return;
        const answer = await askAboutCancelled(
          {
            terminal,
            reportOutcome: deps.reportOutcome,
            reportApproval: async (approval) => {
              // The till that took the card: its X report counts the payment.
              const deviceId = await knownTillDeviceId(merchant);
              const order = await reportCardAttempt(orderId, approval.uti, {
                outcome: 'approved',
                retrievalReferenceNumber: approval.retrievalReferenceNumber,
                cardNumberMask: approval.cardNumberMask,
                ...(deviceId === null ? {} : { deviceId }),
              });
              if (!isWatching || !isPaidBy(order, approval.uti)) return;
              setIsLateApproval(true);
              setState({ phase: 'paid', uti: approval.uti });
              // Said as a toast too: the receipt step replaces the card panel at once.
              enqueueSnackbar(
                order.orderPayment?.status === 'paid'
                  ? cardAttemptMessages.lateApprovalPaid
                  : cardAttemptMessages.lateApprovalPartPaid,
                { variant: 'success' },
              );
              // Another till took part of the bill meanwhile: the SALE charged more than was left.
              const excess = order.orderPayment?.cardAttempts.find(
                (attempt) => attempt.uti === approval.uti,
              )?.unrecorded;
              if (excess)
                enqueueSnackbar(cardAttemptMessages.lateApprovalExcess(formatPence(excess)), {
                  variant: 'error',
                  autoHideDuration: 10_000,
                });
              onPaidRef.current(order);
            },
          },
          cancelledUti,
        );
        if (answer !== 'none') return;
      }
    };
    void watch();
    return () => {
      isWatching = false;
    };
  }, [cancelledUti, deps, orderId, terminal, enqueueSnackbar, merchant]);

  // The terminal charges the tip with the bill (issue 16).
  const salePence = amountPence + tipPence;
  const pay = useCallback(() => void payByCard(forRun(), salePence), [forRun, salePence]);
  /** After a decline a new SALE (new uti); after a failed verification, the same uti again. */
  const retry = useCallback(() => {
    if (state.phase === 'unverified') void checkCardPayment(forRun(), state.uti);
    else void payByCard(forRun(), salePence);
  }, [forRun, salePence, state]);
  const keepWaiting = useCallback(() => {
    if (state.phase === 'slow') void checkCardPayment(forRun(), state.uti);
  }, [forRun, state]);
  const checkAgain = useCallback(() => {
    if (state.phase === 'slow') void checkCardPaymentOnce(forRun(), state.uti);
  }, [forRun, state]);
  const cancel = useCallback(() => {
    if (state.phase === 'slow') void cancelCardPayment(forRun(), state.uti);
  }, [forRun, state]);

  return { state, isLateApproval, pay, retry, keepWaiting, checkAgain, cancel };
};
