import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Pence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { payOrder } from '@/features/till/checkout/api/pay-order';
import { newRequestKey } from '@/features/till/checkout/api/request-key';
import { startCardPayment } from '@/features/till/checkout/api/start-card-payment';
import {
  checkCardPayment,
  payByCard,
  type CardPaymentDeps,
  type CardPhase,
} from '@/features/till/checkout/card/card-payment';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';

export type UseCardPaymentOptions = {
  orderId: string;
  amountPence: Pence;
  terminal: CardTerminal;
  /** The uti already on the unpaid order (a reopened checkout): the terminal is asked about it first. */
  resumeUti: string | null;
  onPaid: (order: Order) => void;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the card state machine for one order and keeps its state for the panel. */
export const useCardPayment = ({
  orderId,
  amountPence,
  terminal,
  resumeUti,
  onPaid,
}: UseCardPaymentOptions) => {
  const [state, setState] = useState<CardPhase>(() =>
    resumeUti === null ? { phase: 'ready' } : { phase: 'checking', uti: resumeUti },
  );
  const isMounted = useRef(true);
  const hasResumed = useRef(false);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  const deps = useMemo<CardPaymentDeps>(
    () => ({
      terminal,
      startCardPayment: (uti) => startCardPayment(orderId, uti),
      recordPayment: async ({ uti, retrievalReferenceNumber, cardNumberMask }) => {
        // One key per uti: a retried record of the same approval is counted once.
        const order = await payOrder(
          orderId,
          { type: 'pax_device', uti, retrievalReferenceNumber, cardNumberMask },
          `card-${uti}`,
        );
        if (isMounted.current) onPaidRef.current(order);
      },
      newUti: () => newRequestKey('uti'),
      sleep,
      onChange: (next) => {
        if (isMounted.current) setState(next);
      },
      isCancelled: () => !isMounted.current,
    }),
    [orderId, terminal],
  );

  useEffect(() => {
    isMounted.current = true;
    // A reopened checkout asks about the uti it already sent, before anything else.
    if (resumeUti !== null && !hasResumed.current) {
      hasResumed.current = true;
      void checkCardPayment(deps, resumeUti);
    }
    return () => {
      isMounted.current = false;
    };
  }, [deps, resumeUti]);

  const pay = useCallback(() => void payByCard(deps, amountPence), [deps, amountPence]);
  /** After a decline a new SALE (new uti); after a failed verification, the same uti again. */
  const retry = useCallback(() => {
    if (state.phase === 'unverified') void checkCardPayment(deps, state.uti);
    else void payByCard(deps, amountPence);
  }, [deps, amountPence, state]);

  return { state, pay, retry };
};
