import { useId } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { DiscountFormControl } from '@/features/settings/components/discounts/discount-preset-row';
import { FormSwitch } from '@/ui/form-switch';

type ControlProps = { control: DiscountFormControl };

/** "Discounts over [20]% need a manager": the number sits inside the sentence it finishes. */
const DiscountOverField = ({ control }: ControlProps) => {
  const hintId = useId();
  const { field, fieldState } = useController({
    control,
    name: 'approvals.discountOverPercent',
  });
  const isError = fieldState.error !== undefined;
  return (
    <Stack>
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography aria-hidden>Discounts over</Typography>
        <TextField
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={isError}
          autoComplete="off"
          sx={{ width: 110 }}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: {
              inputMode: 'decimal',
              'aria-label': 'Discounts over this percentage need a manager',
              'aria-describedby': hintId,
            },
          }}
        />
        <Typography aria-hidden>need a manager</Typography>
      </Stack>
      <FormHelperText id={hintId} error={isError} sx={{ mx: 0 }}>
        {fieldState.error?.message ?? 'Leave it empty and no discount needs a manager.'}
      </FormHelperText>
    </Stack>
  );
};

const SWITCHES = [
  { name: 'approvals.voidAfterSend', label: 'Voiding a line the kitchen has seen' },
  { name: 'approvals.refunds', label: 'Refunds' },
  { name: 'approvals.noSale', label: 'No sale (opening the drawer)' },
  { name: 'approvals.priceOverride', label: 'Changing a fixed price at the till' },
] as const;

/** Which actions at the till wait for a manager's PIN. */
export const ApprovalFields = ({ control }: ControlProps) => {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} component="h3" variant="h6">
        Manager approval
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A manager approves with their own PIN at the till. To make a cashier a manager, open{' '}
        <Link component={RouterLink} to="/till/cashier-login">
          Cashier Log In
        </Link>
        , turn on Edit mode, tap the cashier and turn on Manager.
      </Typography>
      <DiscountOverField control={control} />
      <Typography component="h4" variant="subtitle2" sx={{ pt: 1 }}>
        These need a manager too
      </Typography>
      <Stack>
        {SWITCHES.map((item) => (
          <FormSwitch key={item.name} control={control} name={item.name} label={item.label} />
        ))}
      </Stack>
    </Stack>
  );
};
