import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useSession } from '@/api/get-session';
import { useLeaveMerchant } from '@/features/merchants/api/leave-merchant';
import { MERCHANTS_MESSAGES } from '@/features/merchants/merchants-messages';
import { UnsentSalesError } from '@/offline/unsent-sales';

/**
 * Heads every staff screen while a superadmin supports another merchant (issue 14), so
 * nobody mistakes that merchant's data for their own; Leave goes back to their own.
 */
export const SupportBanner = () => {
  const support = useSession().support ?? null;
  const leave = useLeaveMerchant();
  const { enqueueSnackbar } = useSnackbar();
  if (support === null) return null;
  const onLeave = () =>
    leave.mutate(undefined, {
      onError: (error) =>
        enqueueSnackbar(
          error instanceof UnsentSalesError ? error.message : MERCHANTS_MESSAGES.leaveFailed,
          { variant: 'error' },
        ),
    });
  return (
    <Alert
      severity="info"
      variant="filled"
      icon={<SupportAgentIcon />}
      square
      role="status"
      aria-label="Support view"
      sx={{ py: 0.25, fontWeight: 600, flexShrink: 0, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          onClick={onLeave}
          loading={leave.isPending}
          sx={{ minHeight: 40 }}
        >
          Leave
        </Button>
      }
    >
      {MERCHANTS_MESSAGES.supportView(support.clientName)}
    </Alert>
  );
};
