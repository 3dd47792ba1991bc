import { useId, useState } from 'react';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { messages } from '@opentill/contract/messages';
import { usePausedStatus } from '@/features/home/api/get-paused-status';
import { usePauseOrdering } from '@/features/home/api/pause-ordering';
import { useUnpauseOrdering } from '@/features/home/api/unpause-ordering';
import { describePausedStatus } from '@/features/home/components/describe-paused-status';
import { PauseDialog } from '@/features/home/components/pause-dialog';

export type OrderingPauseCardProps = { timeZone: string };

/** Pause and Unpause ordering; the home page shows this to owners and superadmins only. */
export const OrderingPauseCard = ({ timeZone }: OrderingPauseCardProps) => {
  const headingId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const { data: status } = usePausedStatus();
  const pause = usePauseOrdering();
  const unpause = useUnpauseOrdering();
  const isPaused = status?.orderingUnavailable ?? false;

  const choose = (minutes: number | null) => {
    setIsDialogOpen(false);
    pause.mutate(minutes, {
      onSuccess: () => enqueueSnackbar(messages.orderingPaused, { variant: 'success' }),
      onError: () => enqueueSnackbar(messages.pauseFailed, { variant: 'error' }),
    });
  };
  const resume = () =>
    unpause.mutate(undefined, {
      onSuccess: () => enqueueSnackbar(messages.orderingUnpaused, { variant: 'success' }),
      onError: () => enqueueSnackbar(messages.unpauseFailed, { variant: 'error' }),
    });

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: 3 }}>
        <Typography id={headingId} component="h3" variant="h3" sx={{ mb: 2 }}>
          Ordering
        </Typography>
        <Typography
          role="status"
          sx={{
            fontWeight: 600,
            fontSize: '1.125rem',
            mb: 2.5,
            color: isPaused ? 'warning.dark' : 'success.dark',
          }}
        >
          {status === undefined
            ? 'Checking ordering status'
            : describePausedStatus(status, timeZone)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant={isPaused ? 'outlined' : 'contained'}
            color="warning"
            size="large"
            startIcon={<PauseCircleIcon />}
            onClick={() => setIsDialogOpen(true)}
            loading={pause.isPending}
            sx={{ flex: 1 }}
          >
            Pause
          </Button>
          {isPaused && (
            <Button
              variant="contained"
              color="success"
              size="large"
              startIcon={<PlayCircleIcon />}
              onClick={resume}
              loading={unpause.isPending}
              sx={{ flex: 1 }}
            >
              Unpause
            </Button>
          )}
        </Stack>
      </CardContent>
      <PauseDialog isOpen={isDialogOpen} onClose={() => setIsDialogOpen(false)} onChoose={choose} />
    </Card>
  );
};
