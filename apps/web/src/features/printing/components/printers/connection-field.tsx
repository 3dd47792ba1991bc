import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  PRINTER_CONNECTION_LABELS,
  PRINTER_CONNECTIONS,
  type printerInputSchema,
  type PrinterInput,
} from '@opentill/contract/printing/printers.schemas';

export type ConnectionFieldProps = {
  control: Control<PrinterInput, unknown, z.output<typeof printerInputSchema>>;
};

/** How OpenTill reaches the printer: over the network, or through a till or terminal. */
export const ConnectionField = ({ control }: ConnectionFieldProps) => {
  const labelId = useId();
  const { field, fieldState } = useController({ control, name: 'connection' });
  return (
    <FormControl error={fieldState.error !== undefined}>
      <FormLabel id={labelId}>How OpenTill reaches it</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {PRINTER_CONNECTIONS.map((connection) => (
          <FormControlLabel
            key={connection}
            value={connection}
            control={<Radio />}
            label={PRINTER_CONNECTION_LABELS[connection]}
            sx={{ minHeight: 44 }}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
};
