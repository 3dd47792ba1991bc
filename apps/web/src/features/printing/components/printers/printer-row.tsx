import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import {
  PRINTER_COLUMN_LABELS,
  type PrinterColumns,
} from '@opentill/contract/printing/print-document';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import type { TillPrinting } from '@opentill/contract/printing/stations.schemas';
import { useDeletePrinter } from '@/features/printing/api/delete-printer';
import { PrinterFormDialog } from '@/features/printing/components/printers/printer-form-dialog';
import { PrinterHealthBadge } from '@/features/printing/components/printers/printer-health-badge';
import { useTestPage } from '@/features/printing/components/printers/use-test-page';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';
import { refusalText } from '@/features/printing/refusal-text';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export type PrinterRowProps = { printer: Printer; tills: readonly TillPrinting[] };

/** How OpenTill reaches it: its address, or the till that serves it. */
const describeReach = (printer: Printer, tills: readonly TillPrinting[]): string => {
  if (printer.connection === 'network') return printer.address;
  const till = tills.find((candidate) => candidate.id === printer.deviceId)?.name ?? 'a till';
  return printer.address === '' ? m.ownPrinter(till) : `${printer.address} · ${m.through(till)}`;
};

const widthLabel = (columns: number): string =>
  PRINTER_COLUMN_LABELS[columns as PrinterColumns] ?? `${columns} characters`;

/** One printer: how it is reached, its paper and code page, its health, and what to do with it. */
export const PrinterRow = ({ printer, tills }: PrinterRowProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeletePrinter();
  const { sendTestPage, isTesting } = useTestPage(printer);
  const [open, setOpen] = useState<'none' | 'edit' | 'delete'>('none');

  const confirmDelete = () =>
    remove.mutate(printer.id, {
      onSuccess: () => enqueueSnackbar(m.printerDeleted(printer.name), { variant: 'success' }),
      onError: (error) =>
        enqueueSnackbar(refusalText(error), {
          variant: 'error',
        }),
      onSettled: () => setOpen('none'),
    });

  return (
    <Box
      component="li"
      aria-label={printer.name}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600, mr: 1 }}>
          {printer.name}
        </Typography>
        <PrinterHealthBadge health={printer.health} checkedAt={printer.checkedAt} />
      </Stack>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {describeReach(printer, tills)} · {widthLabel(printer.columns)} ·{' '}
        {printer.codePage.toUpperCase()}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="outlined" size="large" loading={isTesting} onClick={sendTestPage}>
          Print test page
        </Button>
        <Button size="large" onClick={() => setOpen('edit')} aria-label={`Edit ${printer.name}`}>
          Edit
        </Button>
        <Button
          size="large"
          color="error"
          onClick={() => setOpen('delete')}
          aria-label={`Delete ${printer.name}`}
        >
          Delete
        </Button>
      </Stack>
      {open === 'edit' && (
        <PrinterFormDialog printer={printer} tills={tills} onClose={() => setOpen('none')} />
      )}
      <ConfirmDialog
        isOpen={open === 'delete'}
        title={`Delete ${printer.name}?`}
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setOpen('none')}
        onConfirm={confirmDelete}
      >
        <Typography>A station or till that prints on it needs another printer first.</Typography>
      </ConfirmDialog>
    </Box>
  );
};
