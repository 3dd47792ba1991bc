import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type TicketUndoBarProps = {
  secondsLeft: number;
  onUndo: () => void;
};

/**
 * A finished ticket's last seconds on screen: it has gone to the counter, unless undone.
 * It lies over the foot of the ticket rather than below it, so the ticket keeps its
 * height and nothing under it moves while the Undo shows.
 */
export const TicketUndoBar = ({ secondsLeft, onUndo }: TicketUndoBarProps) => (
  <Stack
    direction="row"
    sx={{
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 1,
      bgcolor: '#1b5e20',
      color: '#ffffff',
      px: 1.5,
      py: 1,
    }}
  >
    <Typography role="status" sx={{ fontSize: '1.25rem', fontWeight: 800 }}>
      Ready · leaves in {secondsLeft} s
    </Typography>
    <Button
      variant="contained"
      onClick={onUndo}
      sx={{
        minHeight: 56,
        minWidth: 120,
        fontSize: '1.35rem',
        fontWeight: 800,
        bgcolor: '#ffffff',
        color: '#1b5e20',
        '&:hover': { bgcolor: '#e8f5e9' },
      }}
    >
      Undo
    </Button>
  </Stack>
);
