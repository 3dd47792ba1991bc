import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { messages } from '@opentill/contract/messages';
import { useCardTerminals } from '@/api/get-card-terminals';
import { CardTerminalRow } from '@/features/devices/components/card-terminal-row';
import { TerminalFormDialog } from '@/features/devices/components/terminal-form-dialog';
import { TerminalSection } from '@/features/devices/components/terminal-section';
import { DEVICES_MESSAGES as m } from '@/features/devices/devices-messages';

/** The merchant's card terminals, and adding one by serial number, name and address. */
export const CardTerminalsSection = () => {
  const terminals = useCardTerminals();
  const [isAdding, setIsAdding] = useState(false);
  return (
    <TerminalSection title="Card terminals" intro={m.terminalsIntro}>
      {terminals.isPending && <CircularProgress size={28} aria-label="Loading terminals" />}
      {terminals.isError && <Alert severity="error">{messages.somethingWentWrong}</Alert>}
      {terminals.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {m.noTerminals}
        </Alert>
      )}
      {terminals.data !== undefined && terminals.data.length > 0 && (
        <Box component="ul" aria-label="Card terminals" sx={{ m: 0, p: 0, mb: 2 }}>
          {terminals.data.map((terminal) => (
            <CardTerminalRow key={terminal.id} terminal={terminal} />
          ))}
        </Box>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={() => setIsAdding(true)}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        Add a terminal
      </Button>
      {isAdding && <TerminalFormDialog onClose={() => setIsAdding(false)} />}
    </TerminalSection>
  );
};
