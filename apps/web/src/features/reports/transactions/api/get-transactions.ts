import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TRANSACTIONS_PAGE_SIZE } from '@opentill/contract/reports/report-constants';
import type { TransactionPage } from '@opentill/contract/reports/report.schemas';
import { api } from '@/api/api-client';
import { transactionPageQueryKey } from '@/features/reports/transactions/api/transaction-query-keys';

/** GET report/transactionReport/?limit=50&page=N: paid transactions, newest first. */
export const getTransactions = async (
  page: number,
  signal?: AbortSignal,
): Promise<TransactionPage> =>
  await api.get<TransactionPage>('report/transactionReport', {
    query: { limit: TRANSACTIONS_PAGE_SIZE, page },
    signal,
  });

/** The previous page stays on screen while the next one loads, so the table never jumps. */
export const useTransactions = (page: number) =>
  useQuery({
    queryKey: transactionPageQueryKey(page),
    queryFn: ({ signal }) => getTransactions(page, signal),
    placeholderData: keepPreviousData,
  });
