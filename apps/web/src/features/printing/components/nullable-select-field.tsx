import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type SelectOption = { value: string; label: string };

export type NullableSelectFieldProps<TValues extends FieldValues, TOutput = TValues> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  options: readonly SelectOption[];
  /** The choice that stands for null ("None", "Default station"); absent when one must be chosen. */
  noneLabel?: string;
  helperText?: string;
  sx?: TextFieldProps['sx'];
};

/**
 * A select whose empty choice is null, as the contract spells "none": a select cannot
 * hold null, so the field holds '' on screen and null in the form's values.
 */
export const NullableSelectField = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  label,
  options,
  noneLabel,
  helperText,
  sx,
}: NullableSelectFieldProps<TValues, TOutput>) => {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <TextField
      select
      label={label}
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      sx={sx}
      // The none choice is shown by name, with the label above it, not as an empty field.
      slotProps={
        noneLabel === undefined
          ? undefined
          : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
      }
    >
      {noneLabel !== undefined && (
        <MenuItem value="" sx={{ minHeight: 48 }}>
          {noneLabel}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={{ minHeight: 48 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
