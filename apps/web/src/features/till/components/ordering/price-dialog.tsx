import { useId, useState, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatPence, type Pence } from '@opentill/contract/money';
import type { CartProduct } from '@/features/till/cart/cart-store';
import {
  PricePad,
  digitsAfterKey,
  digitsToPence,
  penceToDigits,
} from '@/features/till/components/quick-till/price-pad';

export type PriceDialogProps = {
  product: CartProduct;
  onClose: () => void;
  onAdd: (pricePence: Pence) => void;
};

/**
 * A variable-price product (Open Food) asks its price on the app's own pad, as the quick
 * till does: entered in pence and shown as pounds, never through the phone's keyboard
 * (issue 13). A hardware keyboard still types digits, and Enter adds.
 */
export const PriceDialog = ({ product, onClose, onAdd }: PriceDialogProps) => {
  const titleId = useId();
  const [digits, setDigits] = useState(() => penceToDigits(product.price));
  const pence = digitsToPence(digits);
  const add = () => {
    if (pence > 0) onAdd(pence);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      // Cancel and Add keep their own Enter; anywhere else (the pad included) Enter adds.
      if ((event.target as HTMLElement).closest('[data-price-action]') !== null) return;
      event.preventDefault();
      add();
      return;
    }
    const next = digitsAfterKey(digits, event.key);
    if (next === null) return;
    event.preventDefault();
    setDigits(next);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{product.name}</DialogTitle>
      <DialogContent>
        <PricePad digits={digits} onChange={setDigits} isKeyboardEnabled={false} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button size="large" onClick={onClose} data-price-action>
          Cancel
        </Button>
        <Button
          size="large"
          variant="contained"
          disabled={pence === 0}
          onClick={add}
          data-price-action
        >
          {pence === 0 ? 'Add to order' : `Add to order ${formatPence(pence)}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
