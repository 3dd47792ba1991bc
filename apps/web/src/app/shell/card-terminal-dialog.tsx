import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useSession } from '@/api/get-session';
import {
  readTerminalSettings,
  saveTerminalSettings,
} from '@/platform/card-terminal/terminal-settings';

export type CardTerminalDialogProps = { onClose: () => void };

const isHttpUrl = (text: string) => /^https?:\/\/[^\s/]+/i.test(text.trim());

/**
 * Where this device finds its card terminal (DESIGN.md §6): address, bearer token and
 * serial number, kept on the device. With an address and a token, checkout offers card.
 */
export const CardTerminalDialog = ({ onClose }: CardTerminalDialogProps) => {
  const titleId = useId();
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const stored = readTerminalSettings();
  const [baseUrl, setBaseUrl] = useState(stored.baseUrl);
  const [token, setToken] = useState(stored.token);
  const [serialNumber, setSerialNumber] = useState(
    stored.serialNumber !== '' ? stored.serialNumber : (session.device?.serialNumber ?? ''),
  );
  const [urlError, setUrlError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (baseUrl.trim() !== '' && !isHttpUrl(baseUrl)) {
      setUrlError('Enter an address starting with https:// or http://');
      return;
    }
    saveTerminalSettings({ baseUrl, token, serialNumber });
    enqueueSnackbar('Card terminal saved', { variant: 'success' });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id={titleId}>Card terminal</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <DialogContentText>
            Card payment is offered at checkout once this device knows its terminal. Leave the
            address empty to turn card payment off.
          </DialogContentText>
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
            label="Access token"
            type="password"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            autoComplete="off"
          />
          <TextField
            label="Serial number"
            value={serialNumber}
            onChange={(event) => setSerialNumber(event.target.value)}
            helperText="Sent as the terminal id when checking a payment."
            autoComplete="off"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} size="large">
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large">
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
