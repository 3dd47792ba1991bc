import { useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { serviceChargeMessages as sc } from '@opentill/contract/orders/service-charge';
import type { DiscountFormControl } from '@/features/settings/components/discounts/discount-preset-row';
import { FormTextField } from '@/ui/form-text-field';

type ControlProps = { control: DiscountFormControl };

/**
 * "Make it mandatory", described by its hint: what it changes (VAT, the prices shown, the
 * customer's choice) is the reason to turn it on or off, so a screen reader says it too.
 */
const MandatorySwitch = ({ control }: ControlProps) => {
  const hintId = useId();
  const { field } = useController({ control, name: 'serviceCharge.mandatory' });
  return (
    <Stack>
      <FormControlLabel
        label={sc.mandatoryLabel}
        sx={{ minHeight: 48, ml: 0, gap: 1, alignSelf: 'flex-start' }}
        control={
          <Switch
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': hintId } }}
          />
        }
      />
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {sc.mandatoryHint}
      </FormHelperText>
    </Stack>
  );
};

/** The service charge on eat-in bills (issue 16): a percentage, or none, and whether it is mandatory. */
export const ServiceChargeFields = ({ control }: ControlProps) => {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h3" variant="h6">
        {sc.sectionTitle}
      </Typography>
      <FormTextField
        control={control}
        name="serviceCharge.percent"
        label={sc.percentLabel}
        helperText={sc.percentHint}
        autoComplete="off"
        sx={{ maxWidth: 360 }}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <MandatorySwitch control={control} />
    </Stack>
  );
};
