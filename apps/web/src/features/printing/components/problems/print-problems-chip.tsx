import { Suspense, lazy, useState } from 'react';
import PrintDisabledIcon from '@mui/icons-material/PrintDisabled';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/api/get-session';
import { isTerminalDevice } from '@/api/session-access';
import { printProblemsQueryOptions } from '@/features/printing/api/get-print-problems';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';
import { DialogLoading } from '@/ui/dialog-loading';

// The dialog validates with zod; the top bar is on every first screen and must not load it
// (zod-without-eval.ts).
const PrintProblemsDialog = lazy(async () => ({
  default: (await import('@/features/printing/components/problems/print-problems-dialog'))
    .PrintProblemsDialog,
}));

/**
 * In the top bar of a till (issue 17: staff, or the signed-in card terminal, never a
 * kitchen screen): how many print jobs did not print, red, within 10 s of the server
 * knowing (sooner when its alert event arrives). Nothing when all printed.
 */
export const PrintProblemsChip = () => {
  const session = useSession();
  const isStaff = session.user !== null || isTerminalDevice(session);
  const problems = useQuery({ ...printProblemsQueryOptions(), enabled: isStaff });
  const [isOpen, setIsOpen] = useState(false);
  const jobs = problems.data ?? [];
  if (!isStaff || (jobs.length === 0 && !isOpen)) return null;
  return (
    <>
      {jobs.length > 0 && (
        <Chip
          icon={<PrintDisabledIcon />}
          label={m.notPrinted(jobs.length)}
          color="error"
          onClick={() => setIsOpen(true)}
          aria-label={m.notPrintedLabel(jobs.length)}
          sx={{ minHeight: 44, fontWeight: 700, fontSize: '0.95rem' }}
        />
      )}
      {isOpen && (
        <Suspense fallback={<DialogLoading />}>
          <PrintProblemsDialog jobs={jobs} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
