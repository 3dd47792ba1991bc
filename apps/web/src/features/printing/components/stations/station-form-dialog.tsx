import { useState } from 'react';
import { PrintingFormDialog } from '@/features/printing/components/printing-form-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import {
  stationInputSchema,
  STATION_KIND_LABELS,
  STATION_KINDS,
  type Station,
  type StationInput,
  type StationKind,
} from '@opentill/contract/printing/stations.schemas';
import { useSaveStation } from '@/features/printing/api/save-station';
import { NullableSelectField } from '@/features/printing/components/nullable-select-field';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

export type StationFormDialogProps = {
  /** The station being edited; absent to add one. */
  station?: Station;
  printers: readonly Printer[];
  onClose: () => void;
};

const FIELDS = ['name', 'kind', 'printerId', 'fallbackPrinterId', 'isDefault'] as const;

const valuesOf = (station: Station | undefined): StationInput => ({
  name: station?.name ?? '',
  kind: station?.kind ?? 'kitchen',
  printerId: station?.printerId ?? '',
  fallbackPrinterId: station?.fallbackPrinterId ?? null,
  isDefault: station?.isDefault ?? false,
});

const KIND_OPTIONS = STATION_KINDS.map((kind) => ({
  value: kind,
  label: STATION_KIND_LABELS[kind],
}));

/** Add a station, or change one: what it prints, on which printer, and its fallback. */
export const StationFormDialog = ({ station, printers, onClose }: StationFormDialogProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveStation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm({
    resolver: zodResolver(stationInputSchema),
    defaultValues: valuesOf(station),
  });
  const kind: StationKind = useWatch({ control, name: 'kind' });
  const printerOptions = printers.map((printer) => ({ value: printer.id, label: printer.name }));

  const onSubmit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(
      { id: station?.id ?? null, input },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(m.stationSaved(saved.name), { variant: 'success' });
          onClose();
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
      },
    );
  });

  return (
    <PrintingFormDialog
      title={station === undefined ? 'Add a station' : `Edit ${station.name}`}
      submitLabel={station === undefined ? 'Add station' : 'Save'}
      isSaving={save.isPending}
      formError={formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        placeholder="Kitchen"
        autoComplete="off"
      />
      <TextField
        select
        label="What it prints"
        value={kind}
        onChange={(event) => {
          const next = event.target.value as StationKind;
          setValue('kind', next, { shouldDirty: true });
          // Only an order ticket station can take the items no other station takes.
          if (next !== 'kitchen') setValue('isDefault', false);
        }}
      >
        {KIND_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value} sx={{ minHeight: 48 }}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <NullableSelectField
        control={control}
        name="printerId"
        label="Printer"
        options={printerOptions}
      />
      <NullableSelectField
        control={control}
        name="fallbackPrinterId"
        label="Fallback printer"
        noneLabel="None"
        options={printerOptions}
        helperText="Used when the printer does not answer."
      />
      {kind === 'kitchen' && (
        <FormSwitch
          control={control}
          name="isDefault"
          label="Takes every item no other station takes"
        />
      )}
    </PrintingFormDialog>
  );
};
