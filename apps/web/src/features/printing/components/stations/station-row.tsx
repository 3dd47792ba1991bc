import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import { STATION_KIND_LABELS, type Station } from '@opentill/contract/printing/stations.schemas';
import { useDeleteStation } from '@/features/printing/api/delete-station';
import { printerNameOf } from '@/features/printing/api/get-printing-settings';
import { StationFormDialog } from '@/features/printing/components/stations/station-form-dialog';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';
import { refusalText } from '@/features/printing/refusal-text';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export type StationRowProps = { station: Station; printers: readonly Printer[] };

/** One station: what it prints, on which printer and which fallback, with Edit and Delete. */
export const StationRow = ({ station, printers }: StationRowProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteStation();
  const [open, setOpen] = useState<'none' | 'edit' | 'delete'>('none');
  const printer = printerNameOf(printers, station.printerId) ?? 'a printer no longer there';
  const fallback = printerNameOf(printers, station.fallbackPrinterId);

  const confirmDelete = () =>
    remove.mutate(station.id, {
      onSuccess: () => enqueueSnackbar(m.stationDeleted(station.name), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(refusalText(error), { variant: 'error' }),
      onSettled: () => setOpen('none'),
    });

  return (
    <Box
      component="li"
      aria-label={station.name}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600, mr: 1 }}>
          {station.name}
        </Typography>
        {station.isDefault && <Chip size="small" color="primary" label="Default station" />}
      </Stack>
      <Typography color="text.secondary">
        {STATION_KIND_LABELS[station.kind]} · on {printer}
        {fallback !== null && `, or ${fallback} when it does not answer`}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button size="large" onClick={() => setOpen('edit')} aria-label={`Edit ${station.name}`}>
          Edit
        </Button>
        <Button
          size="large"
          color="error"
          onClick={() => setOpen('delete')}
          aria-label={`Delete ${station.name}`}
        >
          Delete
        </Button>
      </Stack>
      {open === 'edit' && (
        <StationFormDialog station={station} printers={printers} onClose={() => setOpen('none')} />
      )}
      <ConfirmDialog
        isOpen={open === 'delete'}
        title={`Delete ${station.name}?`}
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setOpen('none')}
        onConfirm={confirmDelete}
      />
    </Box>
  );
};
