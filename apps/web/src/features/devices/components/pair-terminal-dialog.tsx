import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { CardTerminalListing } from '@opentill/contract/devices/card-terminal-list.schemas';
import type { PairResponse } from '@opentill/contract/devices/terminal.schemas';
import { messages } from '@opentill/contract/messages';
import { isApiError } from '@/api/api-error';
import { saveTerminalPairing } from '@/api/device-pairing';
import { CARD_TERMINALS_QUERY_KEY } from '@/api/get-card-terminals';
import { useSession } from '@/api/get-session';
import { usePairTerminal } from '@/features/devices/api/pair-terminal';

export type PairTerminalDialogProps = { terminal: CardTerminalListing; onClose: () => void };

type Preview =
  | { kind: 'loading' }
  | { kind: 'ready'; answer: PairResponse }
  | { kind: 'failed'; message: string };

const failureOf = (error: unknown): string =>
  isApiError(error) ? (error.detail ?? messages.somethingWentWrong) : messages.somethingWentWrong;

/**
 * Pairs this device with a listed terminal (POST pair/{serial}/, 001 §7): first the
 * `confirmed: false` preview says what pairing would do (already paired here, paired with
 * another device, or new), and only the owner's confirmation pairs.
 */
export const PairTerminalDialog = ({ terminal, onClose }: PairTerminalDialogProps) => {
  const titleId = useId();
  const { client } = useSession();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const pair = usePairTerminal();
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' });
  const { mutate } = pair;
  const serialNumber = terminal.serialNumber;

  useEffect(() => {
    mutate(
      { serialNumber, paxMerchantId: '', confirmed: false },
      {
        onSuccess: (answer) => setPreview({ kind: 'ready', answer }),
        onError: (error) => setPreview({ kind: 'failed', message: failureOf(error) }),
      },
    );
  }, [mutate, serialNumber]);

  const confirm = () =>
    pair.mutate(
      { serialNumber, paxMerchantId: '', confirmed: true },
      {
        onSuccess: async () => {
          if (client !== null)
            saveTerminalPairing({
              merchant: client.identifier,
              merchantName: client.name,
              serialNumber,
            });
          await queryClient.invalidateQueries({ queryKey: CARD_TERMINALS_QUERY_KEY });
          enqueueSnackbar(`This device is paired with ${terminal.name}.`, { variant: 'success' });
          onClose();
        },
        onError: (error) => setPreview({ kind: 'failed', message: failureOf(error) }),
      },
    );

  const answer = preview.kind === 'ready' ? preview.answer : null;
  const canPair = answer !== null && !answer.paired;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Pair with {terminal.name}</DialogTitle>
      <DialogContent>
        {preview.kind === 'loading' && <CircularProgress size={28} aria-label="Checking" />}
        {preview.kind === 'failed' && <Alert severity="error">{preview.message}</Alert>}
        {answer?.paired === true && (
          <Alert severity="success">This device is already paired with {terminal.name}.</Alert>
        )}
        {canPair && answer.alreadyPaired && (
          <Alert severity="warning">
            {terminal.name} is paired with another device. Pair it with this device instead? The
            other device is logged out and can no longer log in as the terminal.
          </Alert>
        )}
        {canPair && !answer.alreadyPaired && (
          <Typography>
            Pair this device with {terminal.name} ({serialNumber})? Staff then log in here with “Log
            in as this terminal” and the terminal PIN.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} size="large">
          {canPair ? 'Cancel' : 'Close'}
        </Button>
        {canPair && (
          <Button
            variant="contained"
            size="large"
            color={answer.alreadyPaired ? 'warning' : 'primary'}
            loading={pair.isPending}
            onClick={confirm}
          >
            {answer.alreadyPaired ? 'Pair this device instead' : 'Pair this device'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
