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
import { usePausedStatus } from '@/api/get-paused-status';
import { usePauseOrdering } from '@/features/home/api/pause-ordering';
import { useUnpauseOrdering } from '@/features/home/api/unpause-ordering';
import { describePausedStatus } from '@/ui/describe-paused-status';
import { PauseDialog } from '@/features/home/components/pause-dialog';

export type OrderingPauseCardProps = {
  timeZone: string;
  /** Pause and Unpause are for the owner and superadmin groups (001 §6); others see the state. */
  canChange: boolean;
};

/**
 * Whether ordering is paused, for everyone on Home (service problem 26), with Pause
 * while it is open or Unpause while it is paused, never both, for those who may.
 */
export const OrderingPauseCard = ({ timeZone, canChange }: OrderingPauseCardProps) => {
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
        {canChange && status !== undefined && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {isPaused ? (
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
            ) : (
              <Button
                variant="contained"
                color="warning"
                size="large"
                startIcon={<PauseCircleIcon />}
                onClick={() => setIsDialogOpen(true)}
                loading={pause.isPending}
                sx={{ flex: 1 }}
              >
                Pause
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
      <PauseDialog isOpen={isDialogOpen} onClose={() => setIsDialogOpen(false)} onChoose={choose} />
    </Card>
  );
};
