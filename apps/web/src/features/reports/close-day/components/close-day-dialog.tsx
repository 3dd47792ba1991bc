import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ZReport } from '@opentill/contract/reports/day-figures.schemas';
import { useApprovingManagers } from '@/features/reports/close-day/api/get-approving-managers';
import { useCloseDayForm } from '@/features/reports/close-day/hooks/use-close-day-form';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { ManagerApprovalFields } from '@/ui/manager-approval-fields';

export type CloseDayDialogProps = {
  /** The merchant's date today ('yyyy-MM-dd'): the day closed unless another is chosen. */
  today: string;
  onCancel: () => void;
  onClosed: (z: ZReport) => void;
};

/**
 * Asks before the Z: closing freezes the day's figures under the next Z number, and
 * nothing in the day can change after it. A manager approves where the server asks.
 */
export const CloseDayDialog = ({ today, onCancel, onClosed }: CloseDayDialogProps) => {
  const form = useCloseDayForm(today, onClosed);
  return (
    <ConfirmDialog
      isOpen
      title="Close the day?"
      confirmLabel="Close day"
      isDestructive
      isPending={form.isPending}
      onConfirm={form.submit}
      onCancel={onCancel}
    >
      <Stack spacing={2}>
        <Typography>
          A Z report closes the business day: its figures are frozen under the next Z number, and no
          sale, refund or drawer of the day can change after it.
        </Typography>
        <FormErrorAlert message={form.errors.other} />
        <TextField
          type="date"
          label="Business day"
          value={form.values.businessDate}
          onChange={(event) => form.setBusinessDate(event.target.value)}
          error={form.errors.fields.businessDate !== undefined}
          helperText={
            form.errors.fields.businessDate ?? 'Today, unless an earlier day was never closed.'
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        {form.isApprovalNeeded && <CloseDayApproval form={form} />}
      </Stack>
    </ConfirmDialog>
  );
};

/** Who approves closing the day, as for a drawer's variance; loaded only once asked for. */
const CloseDayApproval = ({ form }: { form: ReturnType<typeof useCloseDayForm> }) => {
  const managers = useApprovingManagers();
  // The server's reason is said above, with the dialog's other errors.
  return (
    <Box role="group" aria-label="Manager approval" sx={{ display: 'grid', gap: 2 }}>
      <ManagerApprovalFields
        managers={managers}
        managerId={form.values.managerId}
        pin={form.values.pin}
        errors={form.errors.fields}
        onManagerChange={form.setManagerId}
        onPinChange={form.setPin}
        isFocusedOnShow
      />
    </Box>
  );
};
