import { useSearchParams } from 'react-router';
import { RequestLoginForm } from '@/features/auth/components/request-login-form';
import { CenteredCardLayout } from '@/ui/centered-card-layout';

/**
 * /request-login (spec 001 §2.1), for logged-out visitors: a failed magic link lands
 * here, and the log-in screen links here. The email may come from ?email=.
 */
export const RequestLoginPage = () => {
  const [searchParams] = useSearchParams();
  return (
    <CenteredCardLayout title="Log in by email link">
      <RequestLoginForm defaultEmail={searchParams.get('email') ?? ''} />
    </CenteredCardLayout>
  );
};
