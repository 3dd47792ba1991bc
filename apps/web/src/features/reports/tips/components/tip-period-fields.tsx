import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { TipPeriod, TipPeriodErrors } from '@/features/reports/tips/tip-period';

export type TipPeriodFieldsProps = {
  values: TipPeriod;
  errors: TipPeriodErrors;
  /** The merchant's today: no later day can be chosen. */
  today: string;
  onChange: (field: keyof TipPeriod, value: string) => void;
  onSubmit: () => void;
  isBusy: boolean;
};

/** From and To days and Show, laid out as the other reports' dates are. */
export const TipPeriodFields = ({
  values,
  errors,
  today,
  onChange,
  onSubmit,
  isBusy,
}: TipPeriodFieldsProps) => {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const field = (name: keyof TipPeriod, label: string) => (
    <TextField
      type="date"
      label={label}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Tips days"
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr auto' },
        maxWidth: { sm: 640 },
      }}
    >
      {field('from', 'From')}
      {field('to', 'To')}
      <Button
        type="submit"
        variant="contained"
        disabled={isBusy}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minHeight: 56, minWidth: 96 }}
      >
        Show
      </Button>
    </Box>
  );
};
