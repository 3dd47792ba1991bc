import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredCardLayout } from '@/ui/centered-card-layout';

/** Shown when a screen crashes: nothing technical, one way forward. */
export const RouteErrorPage = () => (
  <CenteredCardLayout title="Something went wrong">
    <Typography sx={{ mb: 3 }} color="text.secondary">
      The page could not be shown. Reloading usually fixes it.
    </Typography>
    <Button variant="contained" size="large" fullWidth onClick={() => window.location.reload()}>
      Reload
    </Button>
  </CenteredCardLayout>
);
