import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { CenteredCardLayout } from '@/ui/centered-card-layout';

/**
 * /reset-password?user_id=&token= (spec 000 §2): no login needed. The reset logs the
 * person in, so afterwards they land on / (000 §8) without typing the new password again.
 */
export const ResetPasswordPage = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <CenteredCardLayout title="Reset Password">
      <ResetPasswordForm
        userId={searchParams.get('user_id') ?? ''}
        token={searchParams.get('token') ?? ''}
        onReset={() => void navigate('/', { replace: true })}
      />
      <Button
        component={RouterLink}
        to="/login"
        variant="text"
        size="large"
        fullWidth
        sx={{ mt: 1.5 }}
      >
        Go back to log in
      </Button>
    </CenteredCardLayout>
  );
};
