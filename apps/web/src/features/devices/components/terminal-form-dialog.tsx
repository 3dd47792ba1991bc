import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import {
  addTerminalInputSchema,
  type CardTerminalListing,
} from '@opentill/contract/devices/card-terminal-list.schemas';
import { useAddCardTerminal } from '@/features/devices/api/add-card-terminal';
import { useUpdateCardTerminal } from '@/features/devices/api/update-card-terminal';
import { DEVICES_MESSAGES as m } from '@/features/devices/devices-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

export type TerminalFormDialogProps = {
  /** The terminal being edited; absent to add one. */
  terminal?: CardTerminalListing;
  onClose: () => void;
};

const FIELDS = ['serialNumber', 'name', 'address'] as const;

/** Add a card terminal (serial number, name, address), or rename and readdress one. */
export const TerminalFormDialog = ({ terminal, onClose }: TerminalFormDialogProps) => {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddCardTerminal();
  const update = useUpdateCardTerminal();
  const [formError, setFormError] = useState<string | null>(null);
  const isEditing = terminal !== undefined;
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(addTerminalInputSchema),
    defaultValues: {
      serialNumber: terminal?.serialNumber ?? '',
      name: terminal?.name ?? '',
      address: terminal?.address ?? '',
    },
  });

  const onError = (error: unknown) => setFormError(applyServerErrors(error, setError, FIELDS));
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    if (isEditing)
      update.mutate(
        { id: terminal.id, name: values.name, address: values.address },
        {
          onSuccess: () => {
            enqueueSnackbar(m.terminalSaved(values.name), { variant: 'success' });
            onClose();
          },
          onError,
        },
      );
    else
      add.mutate(values, {
        onSuccess: () => {
          enqueueSnackbar(m.terminalAdded(values.name), { variant: 'success' });
          onClose();
        },
        onError,
      });
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {isEditing ? `Edit ${terminal.name}` : 'Add a terminal'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
          <FormErrorAlert message={formError} />
          <FormTextField
            control={control}
            name="serialNumber"
            label="Serial number"
            helperText="On the label under the terminal."
            disabled={isEditing}
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="name"
            label="Name"
            placeholder="Counter terminal"
            helperText="What staff see when they choose a terminal."
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="address"
            label="Address"
            placeholder="192.168.1.40:8443"
            helperText="host:port, as the terminal shows in its network settings."
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} size="large">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={add.isPending || update.isPending}
          >
            {isEditing ? 'Save' : 'Add terminal'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
