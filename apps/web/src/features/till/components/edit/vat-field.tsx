import { useState, type Ref } from 'react';
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

/** '20' and '20.0' are one rate; '' (no VAT) is not 0. */
const isSameRate = (a: string, b: string): boolean =>
  a.trim() === b.trim() || (a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b));

export type VatFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
};

/** One VAT rate: None, 0%, 5%, 20% (spec 001 §9) or Custom % with its number; one value behind both. */
export const VatField = ({
  label,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: VatFieldProps) => {
  const [isCustom, setIsCustom] = useState(() => choiceOf(value, false) === CUSTOM);
  const choice = choiceOf(value, isCustom);

  // Stacked, not side by side: each rate has half the dialog's width on a wide screen.
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={label}
        value={choice}
        onChange={(event) => {
          const next = event.target.value;
          setIsCustom(next === CUSTOM);
          if (next === NONE) onChange('');
          else if (next !== CUSTOM) onChange(next);
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
          label={`Custom ${label} (%)`}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          inputRef={inputRef}
          error={error !== undefined}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
    </Box>
  );
};

export type VatFieldsProps = { control: Control<ProductFormValues, unknown, ProductFormOutput> };

/**
 * VAT eaten in and taken away (issue 16), as two cells of the form's grid. Most products have one rate both ways, so
 * while the two are equal the takeaway rate follows the eat-in one: one choice, as
 * before. A cold sandwich then sets its takeaway rate (0%) on its own.
 */
export const VatFields = ({ control }: VatFieldsProps) => {
  const eatIn = useController({ control, name: 'vatRate' });
  const takeaway = useController({ control, name: 'vatRateTakeaway' });
  const changeEatIn = (next: string) => {
    if (isSameRate(takeaway.field.value, eatIn.field.value)) takeaway.field.onChange(next);
    eatIn.field.onChange(next);
  };

  return (
    <>
      <VatField
        label="VAT eaten in"
        name={eatIn.field.name}
        value={eatIn.field.value}
        onChange={changeEatIn}
        onBlur={eatIn.field.onBlur}
        inputRef={eatIn.field.ref}
        error={eatIn.fieldState.error?.message}
      />
      <VatField
        label="VAT taken away"
        name={takeaway.field.name}
        value={takeaway.field.value}
        onChange={takeaway.field.onChange}
        onBlur={takeaway.field.onBlur}
        inputRef={takeaway.field.ref}
        error={takeaway.fieldState.error?.message}
      />
    </>
  );
};
