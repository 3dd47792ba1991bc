import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import { getFirstFieldErrors, isApiError } from '@/api/api-error';
import { useSession } from '@/api/get-session';
import { useFollowPrintJob, type FollowedPrintJob } from '@/api/printing/get-print-job';
import { otherOnlinePrinters, printersQueryOptions } from '@/api/printing/get-printers';
import { tillPrintingQueryOptions } from '@/api/printing/get-till-printing';
import { printOrderReceipt } from '@/api/printing/print-order-receipt';
import { useReprintPrintJob } from '@/api/printing/reprint-print-job';
import { newRequestKey } from '@/api/request-key';
import { isLocalOrder } from '@/offline/local-orders';
import { knownTillDeviceId } from '@/offline/till-device';

export type ReceiptPrinter = {
  /** This till has a receipt printer and the order is on the server: Print sends it there. */
  hasPrinter: boolean;
  isSending: boolean;
  followed: FollowedPrintJob | null;
  /** Why the receipt could not be sent at all (the server refused, or could not be reached). */
  sendError: string | null;
  /** Printers answering now, other than the job's, once the job failed or is overdue. */
  others: Printer[];
  print: () => void;
  reprintOn: (printerId: string) => void;
};

const describeError = (error: unknown): string => {
  if (!isApiError(error)) return 'something went wrong.';
  return error.detail ?? Object.values(getFirstFieldErrors(error))[0] ?? error.message;
};

const isRefusal = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * The till's receipt printer (issue 17), read once and kept. Print sends the receipt to
 * the server's queue and follows the job; when it fails, staff can send it to another
 * printer that is online. A till with no receipt printer prints through the print frame.
 */
export const useReceiptPrinter = (orderId: string): ReceiptPrinter => {
  const { client } = useSession();
  const merchant = client?.identifier ?? 'no-merchant';
  const device = useQuery({
    queryKey: ['till-device', merchant],
    queryFn: () => knownTillDeviceId(merchant),
    networkMode: 'always',
  });
  const deviceId = device.data ?? null;
  const till = useQuery({
    ...tillPrintingQueryOptions(deviceId ?? ''),
    enabled: deviceId !== null,
  });
  const hasPrinter =
    deviceId !== null && !isLocalOrder(orderId) && (till.data?.receiptPrinterId ?? null) !== null;

  const [created, setCreated] = useState<PrintJob | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const followed = useFollowPrintJob(created);
  const needsOthers = followed?.phase === 'failed' || followed?.phase === 'overdue';
  const printers = useQuery({ ...printersQueryOptions(), enabled: needsOthers });
  const others =
    needsOthers && followed !== null
      ? otherOnlinePrinters(printers.data ?? [], followed.job.printerId)
      : [];

  // A ref, not the mutation's state: a double tap's second tap comes before a re-render.
  const isInFlight = useRef(false);
  // Kept after a lost answer, so the same receipt sent again is counted once.
  const key = useRef<string | null>(null);
  const send = useMutation({
    mutationFn: (requestKey: string) => printOrderReceipt({ orderId, deviceId }, requestKey),
  });
  const reprint = useReprintPrintJob();

  const print = () => {
    if (isInFlight.current || followed?.phase === 'waiting') return;
    isInFlight.current = true;
    setSendError(null);
    key.current ??= newRequestKey('receipt');
    send.mutate(key.current, {
      onSuccess: (job) => {
        key.current = null;
        setCreated(job);
      },
      onError: (error) => {
        if (isRefusal(error)) key.current = null;
        setSendError(describeError(error));
      },
      onSettled: () => {
        isInFlight.current = false;
      },
    });
  };

  const reprintOn = (printerId: string) => {
    if (followed === null || reprint.isPending) return;
    setSendError(null);
    reprint.mutate(
      { jobId: followed.job.id, printerId },
      {
        onSuccess: (job) => setCreated(job),
        onError: (error) => setSendError(describeError(error)),
      },
    );
  };

  return {
    hasPrinter,
    isSending: send.isPending || reprint.isPending || followed?.phase === 'waiting',
    followed,
    sendError,
    others,
    print,
    reprintOn,
  };
};
