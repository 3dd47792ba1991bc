import { useEffect, useId, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useController, useForm, type Control } from 'react-hook-form';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import {
  tillPrintingInputSchema,
  type TillPrinting,
  type TillPrintingInput,
} from '@opentill/contract/printing/stations.schemas';
import { useSaveTillPrinting } from '@/features/printing/api/save-till-printing';
import { NullableSelectField } from '@/features/printing/components/nullable-select-field';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';

export type TillPrintingFormProps = {
  till: TillPrinting;
  printers: readonly Printer[];
  onDirtyChange: (tillId: string, isDirty: boolean) => void;
};

const FIELDS = ['receiptPrinterId', 'openDrawerOnCash'] as const;

const DrawerSwitch = ({ control }: { control: Control<TillPrintingInput> }) => {
  const hintId = useId();
  const { field } = useController({ control, name: 'openDrawerOnCash' });
  return (
    <Stack>
      <FormControlLabel
        label="Open the drawer on cash"
        sx={{ minHeight: 48, ml: 0, gap: 1 }}
        control={
          <Switch
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': hintId } }}
          />
        }
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ pl: 7, mt: -0.5 }}>
        {m.drawerHint}
      </Typography>
    </Stack>
  );
};

const tillTitle = (till: TillPrinting): string =>
  till.kind === 'terminal' ? `${till.name} (card terminal)` : till.name;

/** One till's receipt printer and drawer, saved on their own. */
export const TillPrintingForm = ({ till, printers, onDirtyChange }: TillPrintingFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveTillPrinting();
  const [formError, setFormError] = useState<string | null>(null);
  const values = useMemo(
    () => ({ receiptPrinterId: till.receiptPrinterId, openDrawerOnCash: till.openDrawerOnCash }),
    [till.receiptPrinterId, till.openDrawerOnCash],
  );
  const { control, reset, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(tillPrintingInputSchema),
    defaultValues: values,
  });
  useEffect(() => reset(values), [reset, values]);
  useEffect(
    () => onDirtyChange(till.id, formState.isDirty),
    [onDirtyChange, till.id, formState.isDirty],
  );
  useEffect(() => () => onDirtyChange(till.id, false), [onDirtyChange, till.id]);

  const onSubmit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(
      { id: till.id, input },
      {
        onSuccess: (saved) => {
          reset({
            receiptPrinterId: saved.receiptPrinterId,
            openDrawerOnCash: saved.openDrawerOnCash,
          });
          enqueueSnackbar(m.tillSaved(saved.name), { variant: 'success' });
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
      },
    );
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={till.name}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1.5 }}
    >
      <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
        {tillTitle(till)}
      </Typography>
      <FormErrorAlert message={formError} />
      <NullableSelectField
        control={control}
        name="receiptPrinterId"
        label="Receipt printer"
        noneLabel="None: print from the browser"
        options={printers.map((printer) => ({ value: printer.id, label: printer.name }))}
        sx={{ maxWidth: { sm: 420 } }}
      />
      <DrawerSwitch control={control} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
        <Button size="large" disabled={!formState.isDirty} onClick={() => reset(values)}>
          Discard
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!formState.isDirty}
          loading={save.isPending}
          aria-label={`Save ${till.name}`}
        >
          Save
        </Button>
      </Stack>
    </Box>
  );
};
