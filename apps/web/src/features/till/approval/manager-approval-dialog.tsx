import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import type { ApprovalInput } from '@opentill/contract/settings/discount-settings.schemas';
import { isApiError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import { readApprovalErrors, type ApprovalErrors } from '@/features/till/approval/approval-errors';
import { PinKeypad } from '@/features/till/approval/pin-keypad';
import { drawerManagersQueryOptions } from '@/features/till/drawer/drawer-api';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { ManagerApprovalFields } from '@/ui/manager-approval-fields';

const MAX_PIN_DIGITS = 8;
const PIN_REQUIRED = 'Enter the PIN.';

export type ManagerApprovalDialogProps = {
  /** The server's words: why a manager is needed. */
  reason: string;
  /** Sends the action again with the approval; a rejection is shown, and the PIN typed again. */
  onApprove: (approval: ApprovalInput) => Promise<void>;
  onCancel: () => void;
};

/**
 * A manager's approval (issue 16): the manager chosen by name (already chosen when there
 * is one), their PIN on the pad, and the action sent again. The server records both the
 * cashier and the manager. Cancel backs out at any time, a wait included.
 */
export const ManagerApprovalDialog = ({
  reason,
  onApprove,
  onCancel,
}: ManagerApprovalDialogProps) => {
  const titleId = useId();
  const pinRef = useRef<HTMLInputElement>(null);
  const managers = useQuery(drawerManagersQueryOptions());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<ApprovalErrors>({});
  const [isBusy, setIsBusy] = useState(false);
  const only = managers.data?.length === 1 ? managers.data[0] : undefined;
  const managerId = chosenId ?? only?.id ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const missing: ApprovalErrors = {
      ...(managerId === '' ? { managerId: m.managerRequired } : {}),
      ...(pin === '' ? { pin: PIN_REQUIRED } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setIsBusy(true);
    try {
      await onApprove({ managerId, pin });
    } catch (error) {
      setErrors(readApprovalErrors(error));
      // A PIN the server turned down is typed again from the start; one that never got
      // there is kept, so Approve again resends it.
      if (isApiError(error) && !isUnreachableStatus(error.status)) setPin('');
      pinRef.current?.focus();
    } finally {
      setIsBusy(false);
    }
  };

  const hasNoManagers = managers.data !== undefined && managers.data.length === 0;

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box component="form" noValidate aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>Manager approval</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="info">{reason}</Alert>
          <FormErrorAlert message={errors.other} />
          <ManagerApprovalFields
            layout="pad"
            managers={managers}
            managerId={managerId}
            pin={pin}
            errors={errors}
            onManagerChange={setChosenId}
            onPinChange={setPin}
            pinRef={pinRef}
            isFocusedOnShow
            maxPinDigits={MAX_PIN_DIGITS}
          />
          <PinKeypad
            onDigit={(digit) => setPin((now) => (now + digit).slice(0, MAX_PIN_DIGITS))}
            onDelete={() => setPin((now) => now.slice(0, -1))}
            submitLabel="Approve"
            isBusy={isBusy}
            isSubmitDisabled={hasNoManagers}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button size="large" onClick={onCancel}>
            Cancel
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
