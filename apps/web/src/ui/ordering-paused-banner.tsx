import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import Alert from '@mui/material/Alert';
import { useSession } from '@/api/get-session';
import { usePausedStatus } from '@/api/get-paused-status';
import { describePausedBanner } from '@/ui/describe-paused-status';

/**
 * 'Online ordering is paused until 14:30' across the top of the till and the orders
 * screens while a pause is on (service problem 26), for everyone who works there, not
 * only the owners who may unpause. Nothing while ordering is open or the status is unknown.
 */
export const OrderingPausedBanner = () => {
  const timeZone = useSession().client?.timeZone ?? 'Europe/London';
  const { data: status } = usePausedStatus();
  const text = status === undefined ? null : describePausedBanner(status, timeZone);
  if (text === null) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      icon={<PauseCircleIcon />}
      square
      role="status"
      sx={{ py: 0.25, fontWeight: 600, flexShrink: 0 }}
    >
      {text}
    </Alert>
  );
};
