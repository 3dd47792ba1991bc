import { useState } from 'react';
import { PrintingFormDialog } from '@/features/printing/components/printing-form-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import {
  PRINTER_CODE_PAGE_LABELS,
  PRINTER_CODE_PAGES,
  PRINTER_COLUMN_LABELS,
  PRINTER_COLUMNS,
  type PrinterColumns,
} from '@opentill/contract/printing/print-document';
import {
  printerInputSchema,
  type Printer,
  type PrinterInput,
} from '@opentill/contract/printing/printers.schemas';
import type { TillPrinting } from '@opentill/contract/printing/stations.schemas';
import { useSavePrinter } from '@/features/printing/api/save-printer';
import { ConnectionField } from '@/features/printing/components/printers/connection-field';
import { NullableSelectField } from '@/features/printing/components/nullable-select-field';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormTextField } from '@/ui/form-text-field';

export type PrinterFormDialogProps = {
  /** The printer being edited; absent to add one. */
  printer?: Printer;
  tills: readonly TillPrinting[];
  onClose: () => void;
};

const FIELDS = ['name', 'connection', 'address', 'columns', 'codePage', 'deviceId'] as const;

const valuesOf = (printer: Printer | undefined): PrinterInput => ({
  name: printer?.name ?? '',
  connection: printer?.connection ?? 'network',
  address: printer?.address ?? '',
  columns: (printer?.columns ?? 48) as PrinterColumns,
  codePage: printer?.codePage ?? 'cp858',
  deviceId: printer?.deviceId ?? null,
});

const tillLabel = (till: TillPrinting): string =>
  till.kind === 'terminal' ? `${till.name} (card terminal)` : till.name;

/** Add a printer, or change one: its name, how it is reached, its paper and its code page. */
export const PrinterFormDialog = ({ printer, tills, onClose }: PrinterFormDialogProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSavePrinter();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(printerInputSchema),
    defaultValues: valuesOf(printer),
  });
  const connection = useWatch({ control, name: 'connection' });
  const isThroughDevice = connection === 'device';

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const input = { ...values, deviceId: isThroughDevice ? values.deviceId : null };
    save.mutate(
      { id: printer?.id ?? null, input },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(m.printerSaved(saved.name), { variant: 'success' });
          onClose();
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
      },
    );
  });

  return (
    <PrintingFormDialog
      title={printer === undefined ? 'Add a printer' : `Edit ${printer.name}`}
      submitLabel={printer === undefined ? 'Add printer' : 'Save'}
      isSaving={save.isPending}
      formError={formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        placeholder="Kitchen printer"
        autoComplete="off"
      />
      <ConnectionField control={control} />
      {isThroughDevice && (
        <NullableSelectField
          control={control}
          name="deviceId"
          label="Till or terminal"
          options={tills.map((till) => ({ value: till.id, label: tillLabel(till) }))}
          helperText="The device the printer is plugged into, or whose network reaches it."
        />
      )}
      <FormTextField
        control={control}
        name="address"
        label="Address"
        placeholder="192.168.1.50:9100"
        helperText={
          isThroughDevice
            ? 'Leave it empty for the device’s own printer.'
            : 'host:port; the port is 9100 when you leave it out.'
        }
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      <FormTextField control={control} name="columns" label="Paper width" select>
        {PRINTER_COLUMNS.map((columns) => (
          <MenuItem key={columns} value={columns} sx={{ minHeight: 48 }}>
            {PRINTER_COLUMN_LABELS[columns]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="codePage" label="Code page" select>
        {PRINTER_CODE_PAGES.map((codePage) => (
          <MenuItem key={codePage} value={codePage} sx={{ minHeight: 48 }}>
            {PRINTER_CODE_PAGE_LABELS[codePage]}
          </MenuItem>
        ))}
      </FormTextField>
    </PrintingFormDialog>
  );
};
