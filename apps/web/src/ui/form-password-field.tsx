import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/ui/form-text-field';

export type FormPasswordFieldProps<TValues extends FieldValues, TOutput = TValues> = Omit<
  FormTextFieldProps<TValues, TOutput>,
  'type' | 'slotProps'
>;

/** A password field with a show/hide toggle ('Show password' / 'Hide password'). */
export const FormPasswordField = <TValues extends FieldValues, TOutput = TValues>(
  props: FormPasswordFieldProps<TValues, TOutput>,
) => {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={isVisible ? 'Hide password' : 'Show password'}
                onClick={() => setIsVisible((visible) => !visible)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
                // A fingertip's 48 px, not MUI's 40: tap targets are at least 44 px.
                sx={{ width: 48, height: 48 }}
              >
                {isVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
