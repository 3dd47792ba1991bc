/** The order detail dialog's tabs (000 §2, 001 §2.4); Refund only on terminal devices. */
export type DetailTab = 'details' | 'payment' | 'refund' | 'receipt';

export const detailTabs = (isTerminal: boolean): { value: DetailTab; label: string }[] => [
  { value: 'details', label: 'Details' },
  { value: 'payment', label: 'Payment' },
  ...(isTerminal ? [{ value: 'refund' as const, label: 'Refund' }] : []),
  { value: 'receipt', label: 'Receipt' },
];
