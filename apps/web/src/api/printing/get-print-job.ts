import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import { api } from '@/api/api-client';
import { PRINTING_QUERY_KEY } from '@/api/printing/printing-query-keys';

/** How often a job being followed is asked about, and for how long before staff are told. */
export const FOLLOW_JOB_EVERY_MS = 1_000;
export const FOLLOW_JOB_FOR_MS = 30_000;

/**
 * Where a followed job stands: `failed` is also a job the printer could not confirm, and
 * `overdue` one still waiting after FOLLOW_JOB_FOR_MS (the dispatcher may still retry it).
 */
export type PrintJobPhase = 'waiting' | 'printed' | 'failed' | 'overdue';

/** GET printing/jobs/{id}/, always from the server: it is asked to see the job move. */
export const getPrintJob = async (id: string, signal?: AbortSignal): Promise<PrintJob> =>
  await api.get<PrintJob>(`printing/jobs/${id}`, { signal, fresh: true });

export const printJobQueryKey = (id: string) => [...PRINTING_QUERY_KEY, 'jobs', id] as const;

const isSettled = (job: PrintJob | undefined): boolean =>
  job?.status === 'confirmed' || job?.status === 'unconfirmed' || job?.status === 'failed';

export const phaseOf = (job: PrintJob, isOverdue: boolean): PrintJobPhase => {
  if (job.status === 'confirmed') return 'printed';
  if (job.status === 'failed' || job.status === 'unconfirmed') return 'failed';
  return isOverdue ? 'overdue' : 'waiting';
};

export type FollowedPrintJob = {
  job: PrintJob;
  phase: PrintJobPhase;
  /** Asks once more, for a job that is overdue. */
  checkAgain: () => void;
};

/**
 * Follows a job from the answer that created it: asks every second until the printer
 * confirmed it or it failed, and stops asking after 30 s, when the screen says so and
 * offers another printer rather than wait on.
 */
export const useFollowPrintJob = (created: PrintJob | null): FollowedPrintJob | null => {
  const [overdueJobId, setOverdueJobId] = useState<string | null>(null);
  const id = created?.id ?? null;
  const isOverdue = id !== null && overdueJobId === id;
  useEffect(() => {
    if (id === null) return undefined;
    const timer = setTimeout(() => setOverdueJobId(id), FOLLOW_JOB_FOR_MS);
    return () => clearTimeout(timer);
  }, [id]);
  const query = useQuery({
    queryKey: printJobQueryKey(id ?? ''),
    queryFn: ({ signal }) => getPrintJob(id ?? '', signal),
    enabled: id !== null,
    initialData: created ?? undefined,
    refetchInterval: (current) =>
      isSettled(current.state.data) || isOverdue ? false : FOLLOW_JOB_EVERY_MS,
  });
  const job = query.data ?? created;
  if (job === null) return null;
  return { job, phase: phaseOf(job, isOverdue), checkAgain: () => void query.refetch() };
};
