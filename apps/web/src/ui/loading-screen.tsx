import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export type LoadingScreenProps = { label?: string };

export const LoadingScreen = ({ label = 'Loading' }: LoadingScreenProps) => (
  <Box
    role="status"
    sx={{
      minHeight: '100dvh',
      display: 'grid',
      placeItems: 'center',
      alignContent: 'center',
      gap: 2,
    }}
  >
    <CircularProgress aria-hidden />
    <Typography color="text.secondary">{label}</Typography>
  </Box>
);
