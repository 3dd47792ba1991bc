import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { DrawerMovementKind } from '@opentill/contract/drawer/denominations';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import type { DrawerMovementInput, DrawerSession } from '@opentill/contract/drawer/drawer.schemas';
import type { ApprovalInput } from '@opentill/contract/settings/discount-settings.schemas';
import { isForbiddenError } from '@/api/api-error';
import { moveCash } from '@/features/till/drawer/drawer-api';
import { readAmount, readReason } from '@/features/till/drawer/drawer-amounts';
import { readDrawerErrors, type DrawerErrors } from '@/features/till/drawer/drawer-errors';
import { MOVEMENT_LABELS } from '@/features/till/drawer/drawer-summary';
import { dialogFieldsSx, dialogFormSx } from '@/features/till/drawer/dialog-form-sx';
import { useBodyKey } from '@/api/use-body-key';
import { useNoSaleApproval } from '@/features/till/drawer/use-no-sale-approval';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { MANAGER_PIN_REQUIRED, ManagerApprovalFields } from '@/ui/manager-approval-fields';

export type DrawerMovementFormProps = {
  session: DrawerSession;
  kind: DrawerMovementKind;
  /** The session with the movement in it: the cashier goes back to selling. */
  onDone: (session: DrawerSession) => void;
  onBack: () => void;
};

type Field = 'amount' | 'reason' | 'managerId' | 'pin';
const FIELDS: readonly Field[] = ['amount', 'reason', 'managerId', 'pin'];
const NO_ERRORS: DrawerErrors<Field> = { fields: {}, other: null };

const doneMessage = (kind: DrawerMovementKind, amount: number): string => {
  if (kind === 'pay_in') return m.payInDone(amount);
  if (kind === 'pay_out') return m.payOutDone(amount);
  return m.noSaleDone;
};

/**
 * Pay in, pay out (an amount and why) or No sale (why the drawer was opened, and a
 * manager's PIN where the merchant says a No sale needs one).
 */
export const DrawerMovementForm = ({ session, kind, onDone, onBack }: DrawerMovementFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const [amountText, setAmountText] = useState('');
  const [reasonText, setReasonText] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);
  const hasAmount = kind !== 'no_sale';
  const label = MOVEMENT_LABELS[kind];
  const manager = useNoSaleApproval(kind);
  // A movement sent again after a lost answer is recorded once (use-body-key.ts).
  const requestKey = useBodyKey('drawer');

  const move = useMutation({
    mutationFn: (input: { amount: number; reason: string; approval: ApprovalInput | null }) => {
      const body: DrawerMovementInput = {
        kind,
        amount: input.amount,
        reason: input.reason,
        ...(input.approval === null ? {} : { approval: input.approval }),
      };
      return moveCash(session.id, body, requestKey.keyFor(body));
    },
    onSuccess: (moved, { amount }) => {
      enqueueSnackbar(doneMessage(kind, amount), { variant: 'success' });
      onDone(moved);
    },
    onError: (error) => {
      requestKey.failed(error);
      if (isForbiddenError(error)) return;
      // Asked for a manager: the fields appear, with the server's words above them.
      if (manager.readRefusal(error)) setErrors(NO_ERRORS);
      else setErrors(readDrawerErrors(error, FIELDS, `${label} was not recorded. Try again.`));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = hasAmount ? readAmount(amountText) : { value: 0, error: null };
    const reason = readReason(reasonText, m.reasonRequired);
    const isAsked = manager.reason !== null;
    const approval = manager.approval();
    setErrors({
      fields: {
        amount: amount.error ?? undefined,
        reason: reason.error ?? undefined,
        managerId: isAsked && manager.managerId === '' ? m.managerRequired : undefined,
        pin: isAsked && manager.pin === '' ? MANAGER_PIN_REQUIRED : undefined,
      },
      other: null,
    });
    if (amount.value !== null && reason.value !== null && (!isAsked || approval !== null))
      move.mutate({ amount: amount.value, reason: reason.value, approval });
  };

  return (
    <Box component="form" noValidate aria-label={label} onSubmit={submit} sx={dialogFormSx}>
      <DialogContent sx={dialogFieldsSx}>
        <FormErrorAlert message={errors.other} />
        {hasAmount && (
          <TextField
            label="Amount"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            autoComplete="off"
            autoFocus
            error={errors.fields.amount !== undefined}
            helperText={errors.fields.amount ?? ' '}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
        )}
        <TextField
          label="Reason"
          value={reasonText}
          onChange={(event) => setReasonText(event.target.value)}
          autoComplete="off"
          autoFocus={!hasAmount}
          error={errors.fields.reason !== undefined}
          helperText={errors.fields.reason ?? ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {manager.reason !== null && (
          <ManagerApprovalFields
            reason={manager.reason}
            managers={manager.managers}
            managerId={manager.managerId}
            pin={manager.pin}
            errors={errors.fields}
            onManagerChange={manager.setManagerId}
            onPinChange={manager.setPin}
            pinRef={manager.pinRef}
            isFocusedOnShow={manager.wasAskedByServer}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button size="large" onClick={onBack} disabled={move.isPending}>
          Back
        </Button>
        <Button type="submit" variant="contained" size="large" loading={move.isPending}>
          {manager.reason === null ? label : `Approve ${label}`}
        </Button>
      </DialogActions>
    </Box>
  );
};
