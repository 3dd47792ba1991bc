import type { PrintJob, PrintReceiptInput } from '@opentill/contract/printing/print-jobs.schemas';
import { api } from '@/api/api-client';

/**
 * POST printing/receipts/: the order's receipt on this till's receipt printer. The key
 * makes a double tap, or a retry after a lost answer, one job.
 */
export const printOrderReceipt = async (input: PrintReceiptInput, key: string): Promise<PrintJob> =>
  await api.post<PrintJob>('printing/receipts', input, { headers: { 'Idempotency-Key': key } });
