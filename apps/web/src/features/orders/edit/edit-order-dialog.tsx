import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { NOTES_MAX_LENGTH } from '@opentill/contract/orders/checkout-messages';
import type { OrderPatchInput } from '@opentill/contract/orders/order-edit.schemas';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { tablesQueryOptions } from '@/api/get-tables';
import { useEditOrder } from '@/features/orders/edit/edit-order';
import { isOfflineFailure, offlineRefusals } from '@/offline/offline-refusals';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

export type EditOrderDialogProps = { order: Order; onClose: () => void };

// Nested as the wire is, so a server error on `customer.email` lands on that field.
type EditValues = {
  notes: string;
  table: string;
  customer: { name: string; phone: string; email: string; address: string; postcode: string };
};
const FIELDS = [
  'notes',
  'table',
  'customer.name',
  'customer.phone',
  'customer.email',
  'customer.address',
  'customer.postcode',
] as const;

/** Blank customer fields are sent too: clearing a mistyped phone is a correction. */
const toInput = (values: EditValues, order: Order, tableId: string | null): OrderPatchInput => ({
  notes: values.notes,
  ...(order.deliverTo === 'table_service' && tableId !== null ? { table: tableId } : {}),
  customer: values.customer,
});

/**
 * Correct an order after it went in (000-10): notes ("Nut allergy – no pesto" told at the
 * counter after paying), the table, and who it is for. Items and money never change here.
 * The server's sentence lands on its field.
 */
export const EditOrderDialog = ({ order, onClose }: EditOrderDialogProps) => {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const edit = useEditOrder();
  const [formError, setFormError] = useState<string | null>(null);
  const isTableService = order.deliverTo === 'table_service';
  const tables = useQuery({ ...tablesQueryOptions(), enabled: isTableService });
  const currentTableId = tables.data?.find((table) => table.name === order.table)?.id ?? '';
  const { control, handleSubmit, setError } = useForm<EditValues>({
    values: {
      notes: order.notes,
      table: currentTableId,
      customer: {
        name: order.customer?.name ?? '',
        phone: order.customer?.phone ?? '',
        email: order.customer?.email ?? '',
        address: order.customer?.address ?? '',
        postcode: order.customer?.postcode ?? '',
      },
    },
  });
  const save = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await edit.mutateAsync({
        orderId: order.id,
        input: toInput(values, order, values.table === '' ? null : values.table),
      });
      enqueueSnackbar(`Order #${order.orderNumber} saved`, { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(
        isOfflineFailure(error)
          ? offlineRefusals.editOrder
          : applyServerErrors(error, setError, FIELDS),
      );
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Edit order #{order.orderNumber}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <FormErrorAlert message={formError} />
        <FormTextField
          control={control}
          name="notes"
          label="Notes"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
        />
        {isTableService && (
          <FormTextField control={control} name="table" label="Table" select>
            {(tables.data ?? []).map((table) => (
              <MenuItem key={table.id} value={table.id} sx={{ minHeight: 48 }}>
                {table.name}
              </MenuItem>
            ))}
          </FormTextField>
        )}
        <FormTextField control={control} name="customer.name" label="Customer name" />
        <FormTextField
          control={control}
          name="customer.phone"
          label="Phone"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <FormTextField
          control={control}
          name="customer.email"
          label="Email"
          slotProps={{ htmlInput: { inputMode: 'email' } }}
        />
        <FormTextField control={control} name="customer.address" label="Address" />
        <FormTextField control={control} name="customer.postcode" label="Postcode" />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button size="large" onClick={onClose}>
          Cancel
        </Button>
        <Button
          size="large"
          variant="contained"
          onClick={() => void save()}
          disabled={edit.isPending}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
