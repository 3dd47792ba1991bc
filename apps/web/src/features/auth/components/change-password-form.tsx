import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { passwordSetInputSchema } from '@opentill/contract/auth/auth.schemas';
import { messages } from '@opentill/contract/messages';
import { useSetPassword } from '@/features/auth/api/set-password';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

const FIELDS = ['currentPassword', 'password', 'passwordConfirm'] as const;

export type ChangePasswordFormProps = { onChanged: () => void };

/** Change Password (spec 000 §2): POST password/set/. */
export const ChangePasswordForm = ({ onChanged }: ChangePasswordFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const setPassword = useSetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(passwordSetInputSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    setPassword.mutate(values, {
      onSuccess: () => {
        enqueueSnackbar(messages.passwordUpdated, { variant: 'success' });
        onChanged();
      },
      onError: (error) => {
        enqueueSnackbar(messages.passwordFormFailed, { variant: 'error' });
        setFormError(applyServerErrors(error, setError, FIELDS));
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change Password">
      <FormErrorAlert message={formError} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="currentPassword"
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
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
        <Button type="submit" variant="contained" size="large" loading={setPassword.isPending}>
          Change Password
        </Button>
      </Stack>
    </Box>
  );
};
