import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { listTimeZones } from '@opentill/contract/settings/business-fields';

export type FormTimeZoneFieldProps<TValues extends FieldValues, TOutput = TValues> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
};

/** Opening hours, slots and reports are read in this zone: picked from the runtime's own list. */
export const FormTimeZoneField = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
}: FormTimeZoneFieldProps<TValues, TOutput>) => {
  const { field, fieldState } = useController({ control, name });
  const zones = useMemo(() => listTimeZones(), []);
  return (
    <Autocomplete
      options={zones}
      value={field.value as string}
      onChange={(_, zone) => field.onChange(zone ?? '')}
      onBlur={field.onBlur}
      disableClearable
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label="Time zone"
          name={field.name}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? 'Opening hours and reports follow this clock.'}
        />
      )}
    />
  );
};
