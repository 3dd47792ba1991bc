import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormSwitchProps<TValues extends FieldValues, TOutput = TValues> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
};

/** An on/off field bound to react-hook-form, labelled so a screen reader names it. */
export const FormSwitch = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  label,
}: FormSwitchProps<TValues, TOutput>) => {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      sx={{ minHeight: 48, ml: 0, gap: 1 }}
      control={
        <Switch
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
