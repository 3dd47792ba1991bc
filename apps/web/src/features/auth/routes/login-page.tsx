import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { readTerminalPairing } from '@/api/device-pairing';
import { LoginForm } from '@/features/auth/components/login-form';
import { ResetRequestForm } from '@/features/auth/components/reset-request-form';
import { TerminalLoginForm } from '@/features/auth/components/terminal-login-form';
import {
  REDIRECT_PARAM,
  REQUEST_LOGIN_PATH,
  getRedirectTarget,
} from '@/features/auth/login-redirect';
import { CenteredCardLayout } from '@/ui/centered-card-layout';

type LoginMode = 'login' | 'reset' | 'terminal';

/**
 * /login (spec 000 §2): email prefilled from ?email=, then back to redirectFrom or /. On a
 * device an owner paired with a terminal it also offers "Log in as this terminal" (001 §4:
 * logged in as terminal device), which asks for the terminal PIN.
 */
export const LoginPage = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>('login');
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [pairing] = useState(readTerminalPairing);
  const goOn = () =>
    void navigate(getRedirectTarget(searchParams.get(REDIRECT_PARAM)), { replace: true });

  if (mode === 'reset')
    return (
      <CenteredCardLayout title="Reset Password">
        <ResetRequestForm
          defaultEmail={email}
          onBack={(typed) => {
            setEmail(typed);
            setMode('login');
          }}
        />
      </CenteredCardLayout>
    );

  if (mode === 'terminal' && pairing !== null)
    return (
      <CenteredCardLayout title="Log in as this terminal">
        <TerminalLoginForm pairing={pairing} onLoggedIn={goOn} onBack={() => setMode('login')} />
      </CenteredCardLayout>
    );

  return (
    <CenteredCardLayout title="Log in">
      <LoginForm
        defaultEmail={email}
        onLoggedIn={goOn}
        onForgotPassword={(typed) => {
          setEmail(typed);
          setMode('reset');
        }}
        onRequestLink={(typed) =>
          void navigate(
            typed === ''
              ? REQUEST_LOGIN_PATH
              : `${REQUEST_LOGIN_PATH}?${new URLSearchParams({ email: typed })}`,
          )
        }
      />
      {pairing !== null && (
        <>
          <Divider sx={{ my: 2.5 }}>or</Divider>
          <Button variant="outlined" size="large" fullWidth onClick={() => setMode('terminal')}>
            Log in as this terminal
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
            Terminal {pairing.serialNumber} at {pairing.merchantName}
          </Typography>
        </>
      )}
    </CenteredCardLayout>
  );
};
