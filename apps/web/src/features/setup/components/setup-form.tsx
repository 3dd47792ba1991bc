import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_TIME_ZONE,
  setupInputSchema,
  type SetupInput,
} from '@opentill/contract/setup/setup.schemas';
import { useSetUpBusiness } from '@/features/setup/api/set-up-business';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormFeatureChecklist } from '@/ui/form-feature-checklist';
import { FormPasswordField } from '@/ui/form-password-field';
import { FormTextField } from '@/ui/form-text-field';
import { FormTimeZoneField } from '@/ui/form-time-zone-field';

const FIELDS = [
  'businessName',
  'timeZone',
  'firstName',
  'lastName',
  'email',
  'password',
  'features',
] as const;

const EMPTY: SetupInput = {
  businessName: '',
  timeZone: DEFAULT_TIME_ZONE,
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  features: {
    featureEatIn: false,
    featureTakeaway: false,
    featureInStore: true,
    featureDelivery: false,
    featureHomeDelivery: false,
    featureClickAndCollect: false,
  },
};

export type SetupFormProps = { onSetUp: () => void };

/** First run (issue 14): the business, its owner and how it sells, on one screen. */
export const SetupForm = ({ onSetUp }: SetupFormProps) => {
  const setUp = useSetUpBusiness();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(setupInputSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    setUp.mutate(values, {
      onSuccess: onSetUp,
      onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Set up your business">
      <FormErrorAlert message={formError} />
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          Your business
        </Typography>
        <FormTextField
          control={control}
          name="businessName"
          label="Business name"
          autoComplete="organization"
          autoFocus
        />
        <FormTimeZoneField control={control} name="timeZone" />
        <FormFeatureChecklist control={control} name="features" label="How do you sell?" />
        <Divider />
        <Typography variant="h6" component="h2">
          You, the owner
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="firstName"
            label="First Name"
            autoComplete="given-name"
            fullWidth
          />
          <FormTextField
            control={control}
            name="lastName"
            label="Last Name"
            autoComplete="family-name"
            fullWidth
          />
        </Stack>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <FormPasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
          helperText="At least 8 characters. You log in with your email and this password."
        />
        <Button type="submit" variant="contained" size="large" loading={setUp.isPending} fullWidth>
          Set up
        </Button>
      </Stack>
    </Box>
  );
};
