import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormColourFieldProps<TValues extends FieldValues, TOutput = TValues> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  /** Shown in the picker while the text is empty or not a colour yet. */
  fallbackColour: string;
  helperText?: string;
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A hex colour: typed as text ('#795548') or chosen with the browser's colour picker,
 * both bound to the same form value. The text is what is validated and saved.
 */
export const FormColourField = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  label,
  fallbackColour,
  helperText,
}: FormColourFieldProps<TValues, TOutput>) => {
  const { field, fieldState } = useController({ control, name });
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      label={label}
      name={field.name}
      value={text}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      autoComplete="off"
      slotProps={{
        htmlInput: { spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`${label} picker`}
                value={HEX.test(text) ? text.toLowerCase() : fallbackColour}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                sx={{
                  width: 44,
                  height: 44,
                  p: 0,
                  border: '1px solid #c7d3d1',
                  borderRadius: 1,
                  background: 'none',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
