import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormCheckboxProps<TValues extends FieldValues, TOutput = TValues> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
};

/** A yes/no field bound to react-hook-form, named by its label. */
export const FormCheckbox = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  label,
}: FormCheckboxProps<TValues, TOutput>) => {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      sx={{ minHeight: 48, mr: 0 }}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
};
