import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useSnackbar } from 'notistack';
import {
  terminalBaseUrl,
  type CardTerminalListing,
} from '@opentill/contract/devices/card-terminal-list.schemas';
import { useUnpairCardTerminal } from '@/features/devices/api/unpair-card-terminal';
import { PairTerminalDialog } from '@/features/devices/components/pair-terminal-dialog';
import { TerminalFormDialog } from '@/features/devices/components/terminal-form-dialog';
import { DEVICES_MESSAGES as m, describeProbe } from '@/features/devices/devices-messages';
import type { TerminalProbe } from '@/platform/card-terminal/probe-terminal';
import { usePlatform } from '@/platform/platform-context';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export type CardTerminalRowProps = { terminal: CardTerminalListing };

type Open = 'none' | 'edit' | 'pair' | 'unpair';
type Test = { kind: 'idle' } | { kind: 'testing' } | { kind: 'done'; probe: TerminalProbe };

/**
 * One terminal: its name, serial number, address and pairing, with a connection test,
 * pairing this device, editing and unpairing. The test runs from this device, the way a
 * till here reaches the terminal, so "online" means card payment can work from here.
 */
export const CardTerminalRow = ({ terminal }: CardTerminalRowProps) => {
  const platform = usePlatform();
  const { enqueueSnackbar } = useSnackbar();
  const unpair = useUnpairCardTerminal();
  const [open, setOpen] = useState<Open>('none');
  const [test, setTest] = useState<Test>({ kind: 'idle' });
  const address = terminal.address;
  const isPaired = terminal.pairedAt !== null;

  const runTest = async () => {
    if (address === null) return;
    setTest({ kind: 'testing' });
    const probe = await platform.probeCardTerminal(terminalBaseUrl(address), terminal.serialNumber);
    setTest({ kind: 'done', probe });
  };

  return (
    <Box
      component="li"
      aria-label={terminal.name}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
          {terminal.name}
        </Typography>
        <Chip
          size="small"
          color={isPaired ? 'success' : 'default'}
          label={
            terminal.pairedAt === null
              ? m.notPaired
              : m.pairedSince(format(new Date(terminal.pairedAt), 'd MMM yyyy'))
          }
        />
      </Stack>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {terminal.serialNumber} · {address ?? m.noAddress}
      </Typography>
      {test.kind !== 'idle' && (
        <Alert
          role="status"
          severity={
            test.kind === 'testing' ? 'info' : test.probe.status === 'online' ? 'success' : 'error'
          }
          sx={{ mt: 1.5 }}
        >
          {test.kind === 'testing' ? m.testing : describeProbe(test.probe, address ?? '')}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          variant="outlined"
          size="large"
          disabled={address === null}
          loading={test.kind === 'testing'}
          onClick={() => void runTest()}
        >
          Test connection
        </Button>
        <Button variant="outlined" size="large" onClick={() => setOpen('pair')}>
          Pair this device
        </Button>
        <Button variant="text" size="large" onClick={() => setOpen('edit')}>
          Edit
        </Button>
        {isPaired && (
          <Button variant="text" color="error" size="large" onClick={() => setOpen('unpair')}>
            Unpair
          </Button>
        )}
      </Stack>
      {open === 'edit' && (
        <TerminalFormDialog terminal={terminal} onClose={() => setOpen('none')} />
      )}
      {open === 'pair' && (
        <PairTerminalDialog terminal={terminal} onClose={() => setOpen('none')} />
      )}
      <ConfirmDialog
        isOpen={open === 'unpair'}
        title={m.unpairTitle(terminal.name)}
        confirmLabel="Unpair"
        isDestructive
        isPending={unpair.isPending}
        onCancel={() => setOpen('none')}
        onConfirm={() =>
          unpair.mutate(terminal.id, {
            onSuccess: () => {
              enqueueSnackbar(m.unpaired(terminal.name), { variant: 'success' });
              setOpen('none');
            },
            onError: () => enqueueSnackbar(m.unpairFailed, { variant: 'error' }),
          })
        }
      >
        <Typography>{m.unpairBody}</Typography>
      </ConfirmDialog>
    </Box>
  );
};
