/** Every query of the Transactions screen starts with this. */
export const TRANSACTIONS_REPORT_KEY = ['reports', 'transactions'] as const;

export const revenueReportQueryKey = () => [...TRANSACTIONS_REPORT_KEY, 'revenue'] as const;

export const transactionPageQueryKey = (page: number) =>
  [...TRANSACTIONS_REPORT_KEY, 'page', page] as const;

export const transactionOrderQueryKey = (orderId: string) =>
  [...TRANSACTIONS_REPORT_KEY, 'order', orderId] as const;
