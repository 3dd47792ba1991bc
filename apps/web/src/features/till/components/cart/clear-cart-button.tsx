import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CartStore } from '@/features/till/cart/cart-store';

export type ClearCartButtonProps = { store: CartStore; itemCount: number };

const itemsText = (count: number) => (count === 1 ? 'The 1 item' : `All ${count} items`);

/** 'Clear': empties the cart after one confirmation, two taps in all (issue 13). */
export const ClearCartButton = ({ store, itemCount }: ClearCartButtonProps) => {
  const titleId = useId();
  const [isAsking, setIsAsking] = useState(false);
  if (itemCount === 0) return null;
  return (
    <>
      <Button
        color="error"
        onClick={() => setIsAsking(true)}
        sx={{ minHeight: 48, minWidth: 72, ml: 'auto' }}
      >
        Clear
      </Button>
      <Dialog open={isAsking} onClose={() => setIsAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Clear the order?</DialogTitle>
        <DialogContent>
          <DialogContentText>{itemsText(itemCount)} will be taken off the order.</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button size="large" onClick={() => setIsAsking(false)}>
            Keep
          </Button>
          <Button
            size="large"
            variant="contained"
            color="error"
            onClick={() => {
              store.clear();
              setIsAsking(false);
            }}
          >
            Clear order
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
