import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { DateRangeErrors } from '@opentill/contract/reports/report-dates';
import type { RangeFields as RangeValues } from '@/features/reports/products/report-range';

export type RangeFieldsProps = {
  values: RangeValues;
  errors: DateRangeErrors;
  onChange: (field: keyof RangeValues, value: string) => void;
  onSubmit: () => void;
  isBusy: boolean;
};

const DATE_PLACEHOLDER = 'yyyy/mm/dd';

/** From Date, To Date and 'go' (spec 001 §2.13); the §5 messages show under each field. */
export const RangeFields = ({ values, errors, onChange, onSubmit, isBusy }: RangeFieldsProps) => {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const field = (name: keyof RangeValues, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? 'year/month/day'}
      placeholder={DATE_PLACEHOLDER}
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'text', spellCheck: false } }}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Report dates"
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr auto' },
      }}
    >
      {field('fromDate', 'From Date')}
      {field('toDate', 'To Date')}
      <Button
        type="submit"
        variant="contained"
        disabled={isBusy}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minHeight: 56, minWidth: 96 }}
      >
        go
      </Button>
    </Box>
  );
};
