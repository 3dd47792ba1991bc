import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { loginInputSchema, type Session } from '@opentill/contract/auth/auth.schemas';
import { messages } from '@opentill/contract/messages';
import { isApiError } from '@/api/api-error';
import { useLogIn } from '@/features/auth/api/log-in';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormPasswordField } from '@/ui/form-password-field';
import { FormTextField } from '@/ui/form-text-field';

export type LoginFormProps = {
  defaultEmail: string;
  onLoggedIn: (session: Session) => void;
  /** Switches the screen to reset mode, keeping what was typed as the email. */
  onForgotPassword: (email: string) => void;
  /** Opens /request-login (a magic link by email), keeping what was typed as the email. */
  onRequestLink: (email: string) => void;
};

/** The server's detail for a refused log in (400, 401, 429); the spec's sentence otherwise. */
export const getLoginErrorMessage = (error: unknown): string => {
  if (!isApiError(error)) return messages.somethingWentWrong;
  if (error.status === 0) return messages.serverUnreachable;
  return error.detail ?? messages.loginFailed;
};

export const LoginForm = ({
  defaultEmail,
  onLoggedIn,
  onForgotPassword,
  onRequestLink,
}: LoginFormProps) => {
  const logIn = useLogIn();
  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit((values) => logIn.mutate(values, { onSuccess: onLoggedIn }));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Log in">
      <FormErrorAlert message={logIn.isError ? getLoginErrorMessage(logIn.error) : null} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
        />
        <FormPasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" loading={logIn.isPending} fullWidth>
          Log in
        </Button>
      </Stack>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        Forgotten your password?{' '}
        <Link
          component="button"
          type="button"
          variant="body1"
          onClick={() => onForgotPassword(getValues('email'))}
          sx={{ verticalAlign: 'baseline', fontWeight: 600, minHeight: 44 }}
        >
          Click here to reset it
        </Link>
      </Typography>
      <Typography sx={{ mt: 0.5, textAlign: 'center' }} color="text.secondary">
        No password to hand?{' '}
        <Link
          component="button"
          type="button"
          variant="body1"
          onClick={() => onRequestLink(getValues('email'))}
          sx={{ verticalAlign: 'baseline', fontWeight: 600, minHeight: 44 }}
        >
          Email me a one-time link
        </Link>
      </Typography>
    </Box>
  );
};
