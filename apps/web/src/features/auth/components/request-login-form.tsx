import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { requestLoginLinkInputSchema } from '@opentill/contract/auth/auth.schemas';
import { messages } from '@opentill/contract/messages';
import { isApiError } from '@/api/api-error';
import { useRequestLoginLink } from '@/features/auth/api/request-login-link';
import { LOGIN_PATH } from '@/features/auth/login-redirect';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormTextField } from '@/ui/form-text-field';

export type RequestLoginFormProps = { defaultEmail: string };

const describeError = (error: unknown): string => {
  if (!isApiError(error)) return messages.somethingWentWrong;
  if (error.status === 0) return messages.serverUnreachable;
  return error.detail ?? messages.somethingWentWrong;
};

/** /request-login (spec 001 §2.1): asks for a magic log-in link by email. */
export const RequestLoginForm = ({ defaultEmail }: RequestLoginFormProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const requestLink = useRequestLoginLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(requestLoginLinkInputSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(({ email }) =>
    requestLink.mutate(email, {
      onSuccess: () => {
        enqueueSnackbar(messages.loginLinkSent(email), { variant: 'success' });
        setSentTo(email);
      },
    }),
  );

  const email = useWatch({ control, name: 'email' });
  const backTo = email === '' ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ email })}`;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Log in by email link">
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Enter your email and we will send you a link that logs you in once, within 30 minutes.
      </Typography>
      <FormErrorAlert message={requestLink.isError ? describeError(requestLink.error) : null} />
      {sentTo !== null && (
        <Alert severity="success" sx={{ mb: 2.5 }}>
          Check {sentTo} for the link, and open it on this device.
        </Alert>
      )}
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
          loading={requestLink.isPending}
          fullWidth
        >
          Send log in link
        </Button>
        <Button component={RouterLink} to={backTo} variant="text" size="large" fullWidth>
          Go back to log in
        </Button>
      </Stack>
    </Box>
  );
};
