import { useEffect, useRef } from 'react';
import { useSnackbar } from 'notistack';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '@opentill/contract/messages';
import { useLogInWithToken } from '@/features/auth/api/token-log-in';
import { REQUEST_LOGIN_PATH } from '@/features/auth/login-redirect';
import { LoadingScreen } from '@/ui/loading-screen';

export const MAGIC_LINK_TARGET = '/till';

/**
 * /handle-login?token=&merchant= (spec 001 §2.1): magic-link sign-in, then the till; a
 * link that fails says so and goes to /request-login, where a new one can be asked for.
 */
export const HandleLoginPage = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { mutate } = useLogInWithToken();
  const hasStarted = useRef(false);

  useEffect(() => {
    // The link is single-use: exchange it once, even when React runs effects twice.
    if (hasStarted.current) return;
    hasStarted.current = true;
    const token = searchParams.get('token') ?? '';
    const merchant = searchParams.get('merchant') ?? undefined;
    mutate(
      { token, merchant },
      {
        onSuccess: () => void navigate(MAGIC_LINK_TARGET, { replace: true }),
        onError: () => {
          enqueueSnackbar(messages.magicLinkFailed, { variant: 'error' });
          void navigate(REQUEST_LOGIN_PATH, { replace: true });
        },
      },
    );
  }, [searchParams, mutate, navigate, enqueueSnackbar]);

  return <LoadingScreen label="Logging you in" />;
};
