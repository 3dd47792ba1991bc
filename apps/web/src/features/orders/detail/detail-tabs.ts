/**
 * The order detail's tabs in 000 §2's words and order: Order Details, Receipt, Payment;
 * then Refund, on terminal devices only (001 §2.4).
 */
export type DetailTab = 'details' | 'payment' | 'refund' | 'receipt';

export const detailTabs = (isTerminal: boolean): { value: DetailTab; label: string }[] => [
  { value: 'details', label: 'Order Details' },
  { value: 'receipt', label: 'Receipt' },
  { value: 'payment', label: 'Payment' },
  ...(isTerminal ? [{ value: 'refund' as const, label: 'Refund' }] : []),
];
