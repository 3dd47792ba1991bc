import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredCardLayout } from '@/ui/centered-card-layout';

export const NotFoundPage = () => (
  <CenteredCardLayout title="Page not found">
    <Typography sx={{ mb: 3 }} color="text.secondary">
      There is no page at this address.
    </Typography>
    <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
      Home
    </Button>
  </CenteredCardLayout>
);
