import { useEffect, useRef } from 'react';
import { useSnackbar } from 'notistack';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '@opentill/contract/messages';
import { useLogInWithToken } from '@/features/auth/api/token-log-in';
import { LoadingScreen } from '@/ui/loading-screen';

export const MAGIC_LINK_TARGET = '/till';

export type HandleLoginPageProps = {
  /** Where a failed link sends the user: /request-login by the spec, while that screen exists. */
  failurePath: string;
};

/** /handle-login?token=&merchant= (spec 001 §2.1): magic-link sign-in, then the till. */
export const HandleLoginPage = ({ failurePath }: HandleLoginPageProps) => {
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
          void navigate(failurePath, { replace: true });
        },
      },
    );
  }, [searchParams, mutate, navigate, enqueueSnackbar, failurePath]);

  return <LoadingScreen label="Logging you in" />;
};
