import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<TValues extends FieldValues, TOutput = TValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
};

/** A TextField bound to react-hook-form; shows the field's error (client or server) below it. */
export const FormTextField = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<TValues, TOutput>) => {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
};
