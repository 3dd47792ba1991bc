import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import { useSession } from '@/api/get-session';
import { ageText } from '@/offline/age-text';
import { drainOutbox } from '@/offline/drain-outbox';
import { orderTitle } from '@/offline/local-orders';
import { deleteSale, updateSale } from '@/offline/outbox-store';
import type { OutboxSale } from '@/offline/outbox-types';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export type OutboxDialogProps = { sales: readonly OutboxSale[]; now: number; onClose: () => void };

export const KEEP_SITE_DATA =
  'These sales are kept in this browser only. Do not clear its site data, use a private window or uninstall the app until they are sent: the browser does not let the till stop that, and they would be lost.';

const paidText = (sale: OutboxSale): string => {
  const payment = sale.payment?.input;
  if (payment === undefined) return 'not paid';
  return payment.type === 'cash' ? 'cash' : 'card';
};

const SaleRow = ({
  sale,
  now,
  actions,
}: {
  sale: OutboxSale;
  now: number;
  actions?: ReactNode;
}) => (
  <ListItem
    divider
    sx={{
      display: 'grid',
      gap: 0.5,
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
      alignItems: 'center',
      px: 0,
    }}
  >
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {orderTitle(sale.snapshot)} · {formatPence(sale.snapshot.totalCost)} · {paidText(sale)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Rung up {ageText(Math.max(0, now - sale.writtenAt))} ago
        {sale.attempts > 0 && sale.state !== 'attention' ? ` · ${sale.attempts} tries so far` : ''}
      </Typography>
      {sale.problem !== null && (
        <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
          The server said: {sale.problem}
        </Typography>
      )}
    </Box>
    {actions}
  </ListItem>
);

/**
 * Unsent sales (issue 15): those waiting to be sent, those the server refused ("Needs
 * attention", with its sentence, to send again or discard), and Send now.
 */
export const OutboxDialog = ({ sales, now, onClose }: OutboxDialogProps) => {
  const titleId = useId();
  const { client } = useSession();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [isSending, setIsSending] = useState(false);
  const [discarding, setDiscarding] = useState<OutboxSale | null>(null);
  const attention = sales.filter((sale) => sale.state === 'attention');
  const waiting = sales.filter((sale) => sale.state !== 'attention');

  const sendNow = async () => {
    if (client === null) return;
    setIsSending(true);
    try {
      const report = await drainOutbox(client.identifier, { ignoresBackOff: true });
      if (report === null) enqueueSnackbar('Another tab is sending them now.', { variant: 'info' });
      else if (report.waiting > 0)
        enqueueSnackbar('The server cannot be reached yet: the sales stay on this till.', {
          variant: 'warning',
        });
      else enqueueSnackbar(`${report.sent} sent.`, { variant: 'success' });
      if (report !== null && report.sent > 0) void queryClient.invalidateQueries();
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Unsent sales</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {attention.length > 0 && (
          <Box component="section" aria-label="Needs attention">
            <Typography variant="h6" component="h3" color="error.main">
              Needs attention
            </Typography>
            <Typography variant="body2">
              The server refused these. Check what it said, then send again or discard the sale.
            </Typography>
            <List dense>
              {attention.map((sale) => (
                <SaleRow
                  key={sale.id}
                  sale={sale}
                  now={now}
                  actions={
                    <Box
                      sx={{
                        display: 'flex',
                        gap: 1,
                        flexWrap: 'wrap',
                        justifyContent: { xs: 'start', sm: 'end' },
                      }}
                    >
                      <Button
                        size="large"
                        onClick={() =>
                          void updateSale(sale.id, {
                            state: 'pending',
                            problem: null,
                            nextAttemptAt: 0,
                          })
                        }
                      >
                        Send again
                      </Button>
                      <Button size="large" color="error" onClick={() => setDiscarding(sale)}>
                        Discard
                      </Button>
                    </Box>
                  }
                />
              ))}
            </List>
          </Box>
        )}
        <Box component="section" aria-label="Waiting to be sent">
          <Typography variant="h6" component="h3">
            Waiting to be sent
          </Typography>
          {waiting.length === 0 ? (
            <Typography variant="body2">None.</Typography>
          ) : (
            <List dense>
              {waiting.map((sale) => (
                <SaleRow key={sale.id} sale={sale} now={now} />
              ))}
            </List>
          )}
        </Box>
        <Alert severity="info">{KEEP_SITE_DATA}</Alert>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          Close
        </Button>
        <Button
          size="large"
          variant="contained"
          loading={isSending}
          disabled={waiting.length === 0}
          onClick={() => void sendNow()}
        >
          Send now
        </Button>
      </DialogActions>
      {discarding !== null && (
        <ConfirmDialog
          isOpen
          isDestructive
          title="Discard this sale?"
          confirmLabel="Discard"
          onConfirm={() => {
            void deleteSale(discarding.id);
            setDiscarding(null);
          }}
          onCancel={() => setDiscarding(null)}
        >
          {orderTitle(discarding.snapshot)} ({formatPence(discarding.snapshot.totalCost)}) will not
          reach the server or the reports. Account by hand for the money taken for it.
        </ConfirmDialog>
      )}
    </Dialog>
  );
};
