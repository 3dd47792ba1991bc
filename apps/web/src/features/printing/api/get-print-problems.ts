import { queryOptions } from '@tanstack/react-query';
import type { PrintJob, PrintJobList } from '@opentill/contract/printing/print-jobs.schemas';
import { api } from '@/api/api-client';
import { PRINT_PROBLEMS_QUERY_KEY } from '@/api/printing/printing-query-keys';

/** Staff must see a job that did not print within 60 s (issue 17): asked this often. */
export const PRINT_PROBLEMS_EVERY_MS = 10_000;

/** GET printing/jobs/?problems=true: jobs waiting too long, failed, or not confirmed. */
export const getPrintProblems = async (signal?: AbortSignal): Promise<PrintJob[]> =>
  (
    await api.get<PrintJobList>('printing/jobs', {
      query: { problems: true },
      signal,
      fresh: true,
    })
  ).results;

/** Polled whether or not the event stream is live: an alert event only makes it sooner. */
export const printProblemsQueryOptions = () =>
  queryOptions({
    queryKey: PRINT_PROBLEMS_QUERY_KEY,
    queryFn: ({ signal }) => getPrintProblems(signal),
    refetchInterval: PRINT_PROBLEMS_EVERY_MS,
  });
