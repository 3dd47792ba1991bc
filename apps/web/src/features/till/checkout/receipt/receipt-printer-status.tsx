import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { FollowedPrintJob } from '@/api/printing/get-print-job';
import type { ReceiptPrinter } from '@/features/till/checkout/receipt/use-receipt-printer';

export type ReceiptPrinterStatusProps = { printer: ReceiptPrinter };

const describe = ({ job, phase }: FollowedPrintJob): { text: string; severity: AlertColor } => {
  switch (phase) {
    case 'waiting':
      return { text: `Printing on ${job.printerName}…`, severity: 'info' };
    case 'printed':
      return { text: 'Printed.', severity: 'success' };
    case 'failed':
      return {
        text: m.printFailed(job.lastError ?? `${job.printerName} did not confirm it.`),
        severity: 'error',
      };
    case 'overdue':
      return {
        text: `Not printed yet on ${job.printerName}: ${job.lastError ?? 'the printer has not answered.'}`,
        severity: 'warning',
      };
  }
};

/** What became of the receipt sent to the printer, and another printer to send it to. */
export const ReceiptPrinterStatus = ({ printer }: ReceiptPrinterStatusProps) => {
  const { followed, sendError, others } = printer;
  const shown =
    sendError !== null
      ? { text: m.printFailed(sendError), severity: 'error' as const }
      : followed === null
        ? null
        : describe(followed);
  if (shown === null) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Alert role="status" aria-label="Receipt printer" severity={shown.severity}>
        {shown.text}
      </Alert>
      {followed?.phase === 'overdue' && (
        <Button variant="outlined" size="large" onClick={followed.checkAgain}>
          Check again
        </Button>
      )}
      {others.map((other) => (
        <Button
          key={other.id}
          variant="outlined"
          size="large"
          disabled={printer.isSending}
          onClick={() => printer.reprintOn(other.id)}
          sx={{ minHeight: 56 }}
        >
          Print on {other.name}
        </Button>
      ))}
    </Box>
  );
};
