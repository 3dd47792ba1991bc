import { useEffect, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import type { PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import { useFollowPrintJob } from '@/api/printing/get-print-job';
import { useSendTestPage } from '@/features/printing/api/send-test-page';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';
import { refusalText } from '@/features/printing/refusal-text';

/**
 * Print test page: sends it, says so, then follows the job and says whether it printed,
 * once per job (the job is asked every second; the outcome is told once).
 */
export const useTestPage = (printer: Printer) => {
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendTestPage();
  const [job, setJob] = useState<PrintJob | null>(null);
  const followed = useFollowPrintJob(job);
  const told = useRef<string | null>(null);
  const phase = followed?.phase ?? null;
  const jobId = followed?.job.id ?? null;
  const lastError = followed?.job.lastError ?? null;

  useEffect(() => {
    if (jobId === null || phase === null || phase === 'waiting') return;
    const outcome = `${jobId}:${phase}`;
    if (told.current === outcome) return;
    told.current = outcome;
    if (phase === 'printed') enqueueSnackbar(m.testPrinted, { variant: 'success' });
    else if (phase === 'failed')
      enqueueSnackbar(m.testFailed(lastError ?? m.noReason), { variant: 'error' });
    else enqueueSnackbar(m.testOverdue(printer.name), { variant: 'warning' });
  }, [jobId, phase, lastError, printer.name, enqueueSnackbar]);

  const sendTestPage = () =>
    send.mutate(printer.id, {
      onSuccess: (created) => {
        enqueueSnackbar(m.testSent(printer.name), { variant: 'info' });
        setJob(created);
      },
      onError: (error) =>
        enqueueSnackbar(refusalText(error), {
          variant: 'error',
        }),
    });

  return { sendTestPage, isTesting: send.isPending || phase === 'waiting' };
};
