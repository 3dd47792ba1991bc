import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { passwordResetCompleteInputSchema } from '@opentill/contract/auth/auth.schemas';
import { messages } from '@opentill/contract/messages';
import { useCompletePasswordReset } from '@/features/auth/api/complete-password-reset';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

const FIELDS = ['password', 'passwordConfirm'] as const;

export type ResetPasswordFormProps = {
  /** From the emailed link's user_id and token. */
  userId: string;
  token: string;
  onReset: () => void;
};

/** Reset Password (spec 000 §2): POST password/reset/complete/. */
export const ResetPasswordForm = ({ userId, token, onReset }: ResetPasswordFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const completeReset = useCompletePasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordResetCompleteInputSchema),
    defaultValues: { password: '', passwordConfirm: '', userId, token },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    completeReset.mutate(values, {
      onSuccess: () => {
        enqueueSnackbar(messages.passwordUpdated, { variant: 'success' });
        onReset();
      },
      onError: (error) => {
        enqueueSnackbar(messages.passwordFormFailed, { variant: 'error' });
        setFormError(applyServerErrors(error, setError, FIELDS));
      },
    });
  });

  // A link without its token or user cannot work; say so instead of failing silently.
  const linkError = errors.token?.message ?? errors.userId?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset Password">
      <FormErrorAlert message={formError ?? linkError} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="passwordConfirm"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={completeReset.isPending}
          fullWidth
        >
          Reset Password
        </Button>
      </Stack>
    </Box>
  );
};
