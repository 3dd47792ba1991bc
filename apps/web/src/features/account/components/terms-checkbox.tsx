import { Suspense, useEffect, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { LazyTermsDialog, loadTermsDialog } from '@/features/account/terms/lazy-terms-dialog';
import { DialogLoading } from '@/ui/dialog-loading';

export type TermsCheckboxProps<TValues extends FieldValues, TOutput = TValues> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
};

/**
 * The terms tick (spec 000 §2): ticking it, or the link in its label, opens the Terms and
 * Conditions; only Agree ticks it. Unticking needs no dialog.
 */
export const TermsCheckbox = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
}: TermsCheckboxProps<TValues, TOutput>) => {
  const { field, fieldState } = useController({ control, name });
  const [isOpen, setIsOpen] = useState(false);
  const errorId = `${field.name}-error`;

  useEffect(() => {
    // Fetched while the form is being filled, so the dialog opens without a wait.
    loadTermsDialog().catch(() => undefined); // A failed preload loads again when opened.
  }, []);

  return (
    <FormControl error={fieldState.error !== undefined}>
      <FormControlLabel
        sx={{ minHeight: 48, mr: 0, alignItems: 'center' }}
        label={
          <>
            I agree to the{' '}
            <Link
              component="button"
              type="button"
              variant="body1"
              onClick={(event) => {
                event.preventDefault();
                setIsOpen(true);
              }}
              sx={{ verticalAlign: 'baseline', fontWeight: 600 }}
            >
              Terms and Conditions
            </Link>
          </>
        }
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => {
              if (event.target.checked) setIsOpen(true);
              else field.onChange(false);
            }}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-describedby': fieldState.error === undefined ? undefined : errorId,
              },
            }}
          />
        }
      />
      {fieldState.error !== undefined && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {fieldState.error.message}
        </FormHelperText>
      )}
      {isOpen && (
        <Suspense fallback={<DialogLoading />}>
          <LazyTermsDialog
            open
            onAgree={() => {
              field.onChange(true);
              setIsOpen(false);
            }}
            onCancel={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </FormControl>
  );
};
