import { useId } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { tipsMessages as m } from '@opentill/contract/reports/tips.schemas';
import { useSession } from '@/api/get-session';
import { useTipStatement } from '@/features/reports/tips/api/get-tip-statement';
import { TipStatementTable } from '@/features/reports/tips/components/tip-statement-table';
import { statementText } from '@/features/reports/tips/statement-text';
import { usePrintReceipt } from '@/ui/use-print-receipt';

export type TipStatementDialogProps = { cashierId: string; onClose: () => void };

/**
 * A worker's tips statement (the Act gives them the right to ask for their record): every
 * share they were given, printable on the till's printer like an X or a Z.
 */
export const TipStatementDialog = ({ cashierId, onClose }: TipStatementDialogProps) => {
  const titleId = useId();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const merchantName = useSession().client?.name ?? '';
  const statement = useTipStatement(cashierId);
  const text = statement.data === undefined ? '' : statementText(statement.data, merchantName);
  const { isPrinting, print } = usePrintReceipt(text);

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{m.statement}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {statement.isPending && (
            <Skeleton variant="rounded" height={200} aria-label="Loading the tips statement" />
          )}
          {statement.isError && (
            <Alert
              severity="error"
              action={
                <Button
                  color="inherit"
                  onClick={() => void statement.refetch()}
                  disabled={statement.isFetching}
                >
                  Try again
                </Button>
              }
            >
              The tips statement could not be loaded.
            </Alert>
          )}
          {statement.data !== undefined && <TipStatementTable statement={statement.data} />}
          <Typography color="text.secondary">{m.kept}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          loading={isPrinting}
          disabled={statement.data === undefined}
          onClick={() => void print()}
        >
          Print
        </Button>
        <Button onClick={onClose} size="large">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
