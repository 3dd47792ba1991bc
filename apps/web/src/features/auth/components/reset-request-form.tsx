import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { passwordResetInputSchema } from '@opentill/contract/auth/auth.schemas';
import { messages } from '@opentill/contract/messages';
import { isApiError } from '@/api/api-error';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

export type ResetRequestFormProps = {
  defaultEmail: string;
  /** Back to log in, keeping what was typed as the email. */
  onBack: (email: string) => void;
};

/** Reset mode of the log-in screen (spec 000 §2): sends the reset email. */
export const ResetRequestForm = ({ defaultEmail, onBack }: ResetRequestFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const requestReset = useRequestPasswordReset();
  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(passwordResetInputSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit((values) =>
    requestReset.mutate(values, {
      onSuccess: () => {
        enqueueSnackbar(messages.resetEmailSent, { variant: 'success' });
        onBack(values.email);
      },
    }),
  );

  const error = requestReset.error;
  const errorMessage = isApiError(error)
    ? (error.detail ?? messages.somethingWentWrong)
    : messages.somethingWentWrong;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset Password">
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Enter your email and we will send you a link to choose a new password.
      </Typography>
      <FormErrorAlert message={requestReset.isError ? errorMessage : null} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={requestReset.isPending}
          fullWidth
        >
          Reset Password
        </Button>
        <Button variant="text" size="large" onClick={() => onBack(getValues('email'))} fullWidth>
          Go back to log in
        </Button>
      </Stack>
    </Box>
  );
};
