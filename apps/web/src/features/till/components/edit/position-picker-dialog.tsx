import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

export type PositionPickerDialogProps = {
  itemId: string;
  itemName: string;
  /** The tiles beside it, in their till order (itself included). */
  siblings: readonly { id: string; name: string }[];
  isPending: boolean;
  /** The new position, from 0: the place of the tile tapped. */
  onChoose: (position: number) => void;
  onClose: () => void;
};

/** The position picker (spec 001 §2.6): the sibling tiles in order; tap a place to move there. */
export const PositionPickerDialog = ({
  itemId,
  itemName,
  siblings,
  isPending,
  onChoose,
  onClose,
}: PositionPickerDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Move {itemName}</DialogTitle>
      <DialogContent dividers sx={{ px: 1.5 }}>
        <DialogContentText sx={{ px: 1.5, pb: 1 }}>Tap the place it should take.</DialogContentText>
        <List aria-label="Positions" disablePadding>
          {siblings.map((sibling, index) => {
            const isCurrent = sibling.id === itemId;
            return (
              <ListItemButton
                key={sibling.id}
                selected={isCurrent}
                disabled={isPending || isCurrent}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onChoose(index)}
              >
                <ListItemText
                  primary={`${index + 1}. ${sibling.name}`}
                  secondary={isCurrent ? 'Here now' : undefined}
                />
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button size="large" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
};
