import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import {
  terminalBaseUrl,
  type CardTerminalListing,
} from '@opentill/contract/devices/card-terminal-list.schemas';
import { useCardTerminals } from '@/api/get-card-terminals';
import { useSession } from '@/api/get-session';
import {
  readTerminalSettings,
  saveTerminalSettings,
  type StoredTerminalSettings,
} from '@/platform/card-terminal/terminal-settings';

export type CardTerminalDialogProps = { onClose: () => void };

const NONE = '';
const isHttpUrl = (text: string) => /^https?:\/\/[^\s/]+/i.test(text.trim());

/** The listed terminal this device uses now, matched by serial number and address. */
const chosenIdOf = (terminals: CardTerminalListing[], stored: StoredTerminalSettings): string =>
  terminals.find(
    (terminal) =>
      terminal.serialNumber === stored.serialNumber &&
      terminal.address !== null &&
      terminalBaseUrl(terminal.address) === stored.baseUrl,
  )?.id ?? NONE;

/**
 * Which card terminal this device uses (DESIGN.md §6). With the merchant's terminals listed
 * on Devices, the till chooses one of them by name; only a business with none listed types
 * an address, so a till still works before anyone has set up Devices. The access token is
 * the terminal's secret and stays on this device, never on the server.
 */
export const CardTerminalDialog = ({ onClose }: CardTerminalDialogProps) => {
  const titleId = useId();
  const session = useSession();
  const terminals = useCardTerminals();
  const { enqueueSnackbar } = useSnackbar();
  const stored = readTerminalSettings();
  const listed = terminals.data ?? [];
  const isChoosing = listed.length > 0;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [baseUrl, setBaseUrl] = useState(stored.baseUrl);
  const [token, setToken] = useState(stored.token);
  const [serialNumber, setSerialNumber] = useState(
    stored.serialNumber !== '' ? stored.serialNumber : (session.device?.serialNumber ?? ''),
  );
  const [urlError, setUrlError] = useState<string | null>(null);
  const selectedId = chosenId ?? chosenIdOf(listed, stored);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (isChoosing) {
      const terminal = listed.find((row) => row.id === selectedId);
      saveTerminalSettings({
        baseUrl:
          terminal === undefined || terminal.address === null
            ? ''
            : terminalBaseUrl(terminal.address),
        token,
        serialNumber: terminal?.serialNumber ?? '',
      });
    } else {
      if (baseUrl.trim() !== '' && !isHttpUrl(baseUrl)) {
        setUrlError('Enter an address starting with https:// or http://');
        return;
      }
      saveTerminalSettings({ baseUrl, token, serialNumber });
    }
    enqueueSnackbar('Card terminal saved', { variant: 'success' });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id={titleId}>Card terminal</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <DialogContentText>
            Card payment is offered at checkout once this device knows its terminal.
            {isChoosing
              ? ' Choose None to turn card payment off.'
              : ' Leave the address empty to turn card payment off.'}
          </DialogContentText>
          {terminals.isPending && <CircularProgress size={24} aria-label="Loading terminals" />}
          {isChoosing && (
            <TextField
              select
              label="Terminal"
              value={selectedId}
              onChange={(event) => setChosenId(event.target.value)}
              helperText="The business's terminals, as listed on Devices."
            >
              <MenuItem value={NONE}>None</MenuItem>
              {listed.map((terminal) => (
                <MenuItem
                  key={terminal.id}
                  value={terminal.id}
                  disabled={terminal.address === null}
                >
                  {terminal.name} · {terminal.serialNumber}
                  {terminal.address === null ? ' (no address yet)' : ''}
                </MenuItem>
              ))}
            </TextField>
          )}
          {!isChoosing && !terminals.isPending && (
            <>
              <Alert severity="info">
                No terminals are listed for this business. An owner adds them on Devices; until
                then, type the terminal’s address here.
              </Alert>
              <TextField
                label="Terminal address"
                placeholder="https://192.168.1.40:8443"
                value={baseUrl}
                onChange={(event) => {
                  setBaseUrl(event.target.value);
                  setUrlError(null);
                }}
                error={urlError !== null}
                helperText={urlError ?? ' '}
                inputMode="url"
                autoComplete="off"
              />
              <TextField
                label="Serial number"
                value={serialNumber}
                onChange={(event) => setSerialNumber(event.target.value)}
                helperText="Sent as the terminal id when checking a payment."
                autoComplete="off"
              />
            </>
          )}
          <TextField
            label="Access token"
            type="password"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            helperText="The terminal’s own token, kept on this device only."
            autoComplete="off"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} size="large">
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={terminals.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
