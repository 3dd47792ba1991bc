import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { ResetRequestForm } from '@/features/auth/components/reset-request-form';
import {
  REDIRECT_PARAM,
  REQUEST_LOGIN_PATH,
  getRedirectTarget,
} from '@/features/auth/login-redirect';
import { CenteredCardLayout } from '@/ui/centered-card-layout';

type LoginMode = 'login' | 'reset';

/** /login (spec 000 §2): email prefilled from ?email=, then back to redirectFrom or /. */
export const LoginPage = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>('login');
  const [email, setEmail] = useState(searchParams.get('email') ?? '');

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

  return (
    <CenteredCardLayout title="Log in">
      <LoginForm
        defaultEmail={email}
        onLoggedIn={() =>
          void navigate(getRedirectTarget(searchParams.get(REDIRECT_PARAM)), { replace: true })
        }
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
    </CenteredCardLayout>
  );
};
