import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { SetupForm } from '@/features/setup/components/setup-form';
import { CenteredCardLayout } from '@/ui/centered-card-layout';

/** /setup: the first screen of a new installation; the route's loader closes it once a merchant exists. */
export const SetupPage = () => {
  const navigate = useNavigate();
  return (
    <CenteredCardLayout title="Set up your business" maxWidth={560}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        A minute now, then add your products and take your first sale. Everything here can be
        changed later in Settings.
      </Typography>
      <SetupForm onSetUp={() => void navigate('/settings', { replace: true })} />
    </CenteredCardLayout>
  );
};
