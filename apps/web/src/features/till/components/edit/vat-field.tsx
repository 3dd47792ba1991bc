import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { VAT_PRESETS_PERCENT } from '@opentill/contract/catalogue/product.schemas';
import type {
  ProductFormOutput,
  ProductFormValues,
} from '@/features/till/components/edit/product-form';

const NONE = 'none';
const CUSTOM = 'custom';
const PRESETS: readonly string[] = VAT_PRESETS_PERCENT.map(String);

const choiceOf = (value: string, isCustom: boolean): string => {
  if (isCustom) return CUSTOM;
  if (value.trim() === '') return NONE;
  return PRESETS.includes(value.trim()) ? value.trim() : CUSTOM;
};

export type VatFieldProps = { control: Control<ProductFormValues, unknown, ProductFormOutput> };

/** VAT: None, 0%, 5%, 20% (spec 001 §9) or Custom % with its number; one form value behind both. */
export const VatField = ({ control }: VatFieldProps) => {
  const { field, fieldState } = useController({ control, name: 'vatRate' });
  const [isCustom, setIsCustom] = useState(() => choiceOf(field.value, false) === CUSTOM);
  const choice = choiceOf(field.value, isCustom);
  const error = fieldState.error?.message;

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: choice === CUSTOM ? '1fr 1fr' : '1fr' }}
    >
      <TextField
        select
        label="VAT"
        value={choice}
        onChange={(event) => {
          const next = event.target.value;
          setIsCustom(next === CUSTOM);
          if (next === NONE) field.onChange('');
          else if (next !== CUSTOM) field.onChange(next);
        }}
        error={choice !== CUSTOM && error !== undefined}
        helperText={choice !== CUSTOM ? error : undefined}
      >
        <MenuItem value={NONE}>None</MenuItem>
        {PRESETS.map((rate) => (
          <MenuItem key={rate} value={rate}>
            {rate}%
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>Custom %</MenuItem>
      </TextField>
      {choice === CUSTOM && (
        <TextField
          label="Custom VAT (%)"
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={error !== undefined}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
    </Box>
  );
};
