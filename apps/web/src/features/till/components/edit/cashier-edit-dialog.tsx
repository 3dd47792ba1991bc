import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { DEFAULT_TILE_COLOUR } from '@opentill/contract/catalogue/colour';
import {
  EDIT_PERMISSION_LABEL,
  MANAGER_LABEL,
  type Cashier,
} from '@opentill/contract/cashiers/cashier.schemas';
import { useCreateCashier } from '@/features/till/api/create-cashier';
import { useDeleteCashier } from '@/features/till/api/delete-cashier';
import { useUpdateCashier } from '@/features/till/api/update-cashier';
import {
  CASHIER_FORM_FIELDS,
  cashierFormValues,
  toCashierInput,
  type CashierFormValues,
} from '@/features/till/components/edit/cashier-form';
import { EditDialogFrame } from '@/features/till/components/edit/edit-dialog-frame';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormCheckbox } from '@/ui/form-checkbox';
import { FormColourPalette } from '@/ui/form-colour-palette';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

export type CashierEditDialogProps = {
  /** null adds a cashier. */
  cashier: Cashier | null;
  onClose: () => void;
};

const pinHelp = (cashier: Cashier | null, isRemovingPin: boolean): string => {
  if (isRemovingPin) return 'The PIN will be removed when you save.';
  if (cashier?.hasPin === true) return 'Digits only. Leave empty to keep the current PIN.';
  return 'Digits only. Leave empty to sign in with one tap.';
};

/**
 * The cashier edit dialog (spec 001 §2.7): username, colour, PIN and edit permission,
 * and whether the cashier is a manager who approves cash-ups (issue 16).
 */
export const CashierEditDialog = ({ cashier, onClose }: CashierEditDialogProps) => {
  const create = useCreateCashier();
  const update = useUpdateCashier();
  const remove = useDeleteCashier();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isRemovingPin, setIsRemovingPin] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // No resolver: 001 §5 "Cashier fields: no rules". The server's answers land on the fields.
  const { control, handleSubmit, setError, setValue } = useForm<CashierFormValues>({
    defaultValues: cashierFormValues(cashier),
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const input = toCashierInput(values, isRemovingPin);
    const callbacks = {
      onSuccess: onClose,
      onError: (error: unknown) =>
        setFormError(applyServerErrors(error, setError, CASHIER_FORM_FIELDS)),
    };
    if (cashier === null) create.mutate(input, callbacks);
    else update.mutate({ id: cashier.id, input }, callbacks);
  });

  return (
    <>
      <EditDialogFrame
        title={cashier === null ? 'Add Cashier' : `Edit ${cashier.username}`}
        maxWidth="sm"
        formError={formError}
        isExisting={cashier !== null}
        isSaving={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onCancel={onClose}
        onDelete={() => setIsConfirmingDelete(true)}
      >
        <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <FormTextField control={control} name="username" label="Username" autoComplete="off" />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
            <FormTextField
              control={control}
              name="pin"
              label="PIN"
              type="password"
              autoComplete="new-password"
              disabled={isRemovingPin}
              helperText={pinHelp(cashier, isRemovingPin)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {cashier?.hasPin === true && (
              <Button
                onClick={() => {
                  setValue('pin', '');
                  setIsRemovingPin((removing) => !removing);
                }}
                sx={{ flexShrink: 0, mt: 0.5 }}
              >
                {isRemovingPin ? 'Keep PIN' : 'Remove PIN'}
              </Button>
            )}
          </Box>
          <FormCheckbox control={control} name="hasEditPermission" label={EDIT_PERMISSION_LABEL} />
          <FormSwitch control={control} name="isManager" label={MANAGER_LABEL} />
          <FormColourPalette
            control={control}
            name="colour"
            label="Colour"
            fallbackColour={DEFAULT_TILE_COLOUR}
          />
        </Box>
      </EditDialogFrame>
      {cashier !== null && (
        <ConfirmDialog
          isOpen={isConfirmingDelete}
          title={`Delete ${cashier.username}?`}
          confirmLabel="Delete"
          isDestructive
          isPending={remove.isPending}
          onCancel={() => setIsConfirmingDelete(false)}
          onConfirm={() =>
            remove.mutate(cashier.id, {
              onSuccess: onClose,
              onError: () => setIsConfirmingDelete(false),
            })
          }
        />
      )}
    </>
  );
};
