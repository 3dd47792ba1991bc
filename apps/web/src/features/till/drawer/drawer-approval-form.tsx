import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import type { DrawerSession } from '@opentill/contract/drawer/drawer.schemas';
import { isForbiddenError } from '@/api/api-error';
import { closeDrawer, drawerManagersQueryOptions } from '@/features/till/drawer/drawer-api';
import { readReason } from '@/features/till/drawer/drawer-amounts';
import { readDrawerErrors, type DrawerErrors } from '@/features/till/drawer/drawer-errors';
import { dialogFieldsSx, dialogFormSx } from '@/features/till/drawer/dialog-form-sx';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { MANAGER_PIN_REQUIRED, ManagerApprovalFields } from '@/ui/manager-approval-fields';

export type DrawerApprovalFormProps = {
  session: DrawerSession;
  /** What the manager approves: the message and the figures, above the fields. */
  children: ReactNode;
  onApproved: (session: DrawerSession) => void;
  onCountAgain: () => void;
};

type Field = 'managerId' | 'pin' | 'reason';
const FIELDS: readonly Field[] = ['managerId', 'pin', 'reason'];
const NO_ERRORS: DrawerErrors<Field> = { fields: {}, other: null };
const CLOSE_FAILED = 'The till was not cashed up. Try again.';

/** A count beyond the tolerance: a manager's PIN and the reason close the session. */
export const DrawerApprovalForm = ({
  session,
  children,
  onApproved,
  onCountAgain,
}: DrawerApprovalFormProps) => {
  const managers = useQuery(drawerManagersQueryOptions());
  const [managerId, setManagerId] = useState('');
  const [pin, setPin] = useState('');
  const [reasonText, setReasonText] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);

  const approve = useMutation({
    mutationFn: (input: { managerId: string; pin: string; reason: string }) =>
      closeDrawer(session.id, input),
    onSuccess: onApproved,
    onError: (error) => {
      if (isForbiddenError(error)) return;
      setErrors(readDrawerErrors(error, FIELDS, CLOSE_FAILED));
      // A wrong PIN is typed again from the start, as on the cashier log-in pad.
      setPin('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = readReason(reasonText, m.varianceReasonRequired);
    const fields: DrawerErrors<Field>['fields'] = {
      managerId: managerId === '' ? m.managerRequired : undefined,
      pin: pin === '' ? MANAGER_PIN_REQUIRED : undefined,
      reason: reason.error ?? undefined,
    };
    setErrors({ fields, other: null });
    if (managerId !== '' && pin !== '' && reason.value !== null)
      approve.mutate({ managerId, pin, reason: reason.value });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Manager approval"
      onSubmit={submit}
      sx={dialogFormSx}
    >
      <DialogContent sx={dialogFieldsSx}>
        {children}
        <FormErrorAlert message={errors.other} />
        <ManagerApprovalFields
          managers={managers}
          managerId={managerId}
          pin={pin}
          errors={errors.fields}
          onManagerChange={setManagerId}
          onPinChange={setPin}
        />
        <TextField
          label="Reason"
          value={reasonText}
          onChange={(event) => setReasonText(event.target.value)}
          autoComplete="off"
          error={errors.fields.reason !== undefined}
          helperText={errors.fields.reason ?? 'Why the drawer is out, kept with the cash-up.'}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button size="large" onClick={onCountAgain} disabled={approve.isPending}>
          Count again
        </Button>
        <Button type="submit" variant="contained" size="large" loading={approve.isPending}>
          Approve and close
        </Button>
      </DialogActions>
    </Box>
  );
};
