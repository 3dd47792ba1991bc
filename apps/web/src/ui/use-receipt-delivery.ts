import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { SendReceiptInput } from '@opentill/contract/orders/order.schemas';
import {
  RECEIPT_DELIVERY_MESSAGES as m,
  RECEIPT_STATUS_POLL_FOR_MS,
  RECEIPT_STATUS_POLL_MS,
  type ReceiptDelivery,
} from '@opentill/contract/orders/receipt-delivery';
import { messages } from '@opentill/contract/messages';
import { api } from '@/api/api-client';
import { getFirstFieldErrors, isApiError, isForbiddenError } from '@/api/api-error';

/** POST orders/orders/{id}/send_receipt/: 200 sent, 202 queued, 502 refused (with a sentence). */
const sendReceipt = (orderId: string, input: SendReceiptInput) =>
  api.post<ReceiptDelivery>(`orders/orders/${orderId}/send_receipt`, input);

const readDelivery = (orderId: string, deliveryId: string) =>
  api.get<ReceiptDelivery>(`orders/orders/${orderId}/send_receipt/${deliveryId}`);

/** What the form shows under its field: nothing yet, where the receipt is (or went), or why not. */
export type ReceiptDeliveryState =
  { kind: 'idle' } | { kind: 'queued' | 'sent'; text: string } | { kind: 'error'; text: string };

/**
 * Sends a receipt and follows it: 'Receipt Sent' (000 §8) once the provider has it; while it
 * is queued (the provider has not answered) the server is asked again every few
 * seconds, for ten minutes at most, and the outbox keeps trying after that.
 */
export const useReceiptDelivery = (orderId: string, onAccepted?: () => unknown) => {
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<ReceiptDeliveryState>({ kind: 'idle' });
  const [followed, setFollowed] = useState<{ id: string; since: number } | null>(null);
  const announced = useRef<string | null>(null);
  const sentTo = useRef('');

  const announce = useCallback(
    (delivery: ReceiptDelivery) => {
      const key = `${delivery.id}:${delivery.status}`;
      if (announced.current === key) return;
      announced.current = key;
      if (delivery.status === 'sent') {
        setState({ kind: 'sent', text: `Sent to ${sentTo.current}` });
        enqueueSnackbar(m.sent, { variant: 'success' });
      } else if (delivery.status === 'queued') {
        setState({ kind: 'queued', text: `${m.queued}. ${m.queuedHint}` });
        enqueueSnackbar(m.queued, { variant: 'info' });
      } else {
        setState({ kind: 'error', text: delivery.detail });
        enqueueSnackbar(delivery.detail, { variant: 'error' });
      }
    },
    [enqueueSnackbar],
  );

  // Asks again while the receipt is queued, each answer scheduling the next ask.
  useEffect(() => {
    if (followed === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    const ask = async () => {
      const delivery = await readDelivery(orderId, followed.id).catch(() => null);
      if (isStopped) return;
      if (delivery !== null && delivery.status !== 'queued') {
        announce(delivery);
        setFollowed(null);
      } else if (Date.now() - followed.since < RECEIPT_STATUS_POLL_FOR_MS) {
        timer = setTimeout(() => void ask(), RECEIPT_STATUS_POLL_MS);
      }
    };
    timer = setTimeout(() => void ask(), RECEIPT_STATUS_POLL_MS);
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [announce, followed, orderId]);

  const send = useMutation({
    mutationFn: (input: SendReceiptInput) => sendReceipt(orderId, input),
    onSuccess: async (delivery) => {
      announce(delivery);
      setFollowed(delivery.status === 'queued' ? { id: delivery.id, since: Date.now() } : null);
      await onAccepted?.();
    },
    onError: (failure) => {
      if (isForbiddenError(failure)) return;
      const text = isApiError(failure)
        ? (getFirstFieldErrors(failure).info ?? failure.detail ?? messages.somethingWentWrong)
        : messages.somethingWentWrong;
      setState({ kind: 'error', text });
      enqueueSnackbar(text, { variant: 'error' });
    },
  });

  const start = (input: SendReceiptInput) => {
    setFollowed(null);
    setState({ kind: 'idle' });
    sentTo.current = input.info;
    send.mutate(input);
  };

  return { state, setState, isSending: send.isPending, send: start };
};
