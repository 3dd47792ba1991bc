import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import {
  PRINT_JOB_KIND_LABELS,
  type PrintJob,
} from '@opentill/contract/printing/print-jobs.schemas';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import { printersQueryOptions } from '@/api/printing/get-printers';
import { useReprintPrintJob } from '@/api/printing/reprint-print-job';
import { useResolvePrintJob } from '@/api/printing/resolve-print-job';
import { PRINT_JOB_STATUS_LABELS, PRINTING_UI as m } from '@/features/printing/printing-messages';
import { refusalText } from '@/features/printing/refusal-text';

export type PrintProblemsDialogProps = { jobs: readonly PrintJob[]; onClose: () => void };

type ProblemJobProps = {
  job: PrintJob;
  printers: readonly Printer[];
  pending: { jobId: string; printerId: string } | undefined;
  onReprint: (job: PrintJob, printer: Printer) => void;
  onResolve: (job: PrintJob) => void;
};

const jobTitle = (job: PrintJob): string =>
  [PRINT_JOB_KIND_LABELS[job.kind], job.orderNumber, job.stationName]
    .filter((part) => part !== null)
    .join(' · ');

/** One job that did not print: what, for which order, where, why, and where else to print it. */
const ProblemJob = ({ job, printers, pending, onReprint, onResolve }: ProblemJobProps) => {
  const others = printers.filter((printer) => printer.id !== job.printerId);
  return (
    <Box
      component="li"
      aria-label={jobTitle(job)}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Typography sx={{ fontWeight: 600 }}>{jobTitle(job)}</Typography>
      <Typography color="text.secondary">
        {job.printerName} · {PRINT_JOB_STATUS_LABELS[job.status]}
      </Typography>
      {job.lastError !== null && <Typography color="error">{job.lastError}</Typography>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {others.map((printer) => (
          <Button
            key={printer.id}
            variant="outlined"
            size="large"
            loading={pending?.jobId === job.id && pending.printerId === printer.id}
            disabled={pending !== undefined}
            onClick={() => onReprint(job, printer)}
          >
            Reprint on {printer.name}
          </Button>
        ))}
        <Button size="large" disabled={pending !== undefined} onClick={() => onResolve(job)}>
          Dealt with
        </Button>
      </Stack>
      {printers.length > 0 && others.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {m.noOtherPrinter}
        </Typography>
      )}
    </Box>
  );
};

/** The jobs that did not print, each with one tap to print it on another printer. */
export const PrintProblemsDialog = ({ jobs, onClose }: PrintProblemsDialogProps) => {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const printers = useQuery(printersQueryOptions());
  const reprint = useReprintPrintJob();
  const resolve = useResolvePrintJob();

  const onReprint = (job: PrintJob, printer: Printer) =>
    reprint.mutate(
      { jobId: job.id, printerId: printer.id },
      {
        onSuccess: () => enqueueSnackbar(m.reprintSent(printer.name), { variant: 'success' }),
        onError: (error) => enqueueSnackbar(refusalText(error), { variant: 'error' }),
      },
    );

  const onResolve = (job: PrintJob) =>
    resolve.mutate(job.id, {
      onError: (error) => enqueueSnackbar(refusalText(error), { variant: 'error' }),
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Not printed</DialogTitle>
      <DialogContent>
        {printers.isError && <Alert severity="error">The printers could not be loaded.</Alert>}
        {jobs.length === 0 ? (
          <Typography>Everything has printed.</Typography>
        ) : (
          <Box component="ul" aria-label="Print jobs not printed" sx={{ m: 0, p: 0 }}>
            {jobs.map((job) => (
              <ProblemJob
                key={job.id}
                job={job}
                printers={printers.data ?? []}
                pending={reprint.isPending ? reprint.variables : undefined}
                onReprint={onReprint}
                onResolve={onResolve}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
