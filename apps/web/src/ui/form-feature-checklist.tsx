import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CHECKOUT_METHODS, type CheckoutFeature } from '@opentill/contract/orders/deliver-to';
import { FEATURE_HINTS } from '@opentill/contract/setup/setup.schemas';

export type FormFeatureChecklistProps<TValues extends FieldValues, TOutput = TValues> = {
  control: Control<TValues, unknown, TOutput>;
  /** A field holding one yes/no per feature of spec 001 §3. */
  name: FieldPath<TValues>;
  label: string;
};

type FeatureFlags = Record<CheckoutFeature, boolean>;

/** The ways a merchant sells (set-up and Settings → Features): one box each, with what it means. */
export const FormFeatureChecklist = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  label,
}: FormFeatureChecklistProps<TValues, TOutput>) => {
  const { field, fieldState } = useController({ control, name });
  const flags = field.value as FeatureFlags;
  return (
    <FormControl component="fieldset" error={fieldState.error !== undefined}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      {CHECKOUT_METHODS.map(({ feature, label: featureLabel }) => (
        <FormControlLabel
          key={feature}
          sx={{ alignItems: 'flex-start', mr: 0, py: 0.5 }}
          control={
            <Checkbox
              checked={flags[feature]}
              onChange={(event) => field.onChange({ ...flags, [feature]: event.target.checked })}
              onBlur={field.onBlur}
              sx={{ mt: -0.5 }}
            />
          }
          label={
            <>
              <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {featureLabel}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {FEATURE_HINTS[feature]}
              </Typography>
            </>
          }
        />
      ))}
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
};
