import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { messages } from '@opentill/contract/messages';
import { formatPence, parsePounds, type Pence } from '@opentill/contract/money';
import type { CartProduct } from '@/features/till/cart/cart-store';

export type PriceDialogProps = {
  product: CartProduct;
  onClose: () => void;
  onAdd: (pricePence: Pence) => void;
};

const toPoundsText = (pence: Pence): string => (pence > 0 ? (pence / 100).toFixed(2) : '');

/** A variable-price product asks its price, typed in pounds and kept in pence (spec 001 §5). */
export const PriceDialog = ({ product, onClose, onAdd }: PriceDialogProps) => {
  const titleId = useId();
  const [text, setText] = useState(() => toPoundsText(product.price));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const pence = parsePounds(text);
  const error = isSubmitted && pence === null ? messages.enterPoundsPrice : undefined;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setIsSubmitted(true);
          if (pence !== null) onAdd(pence);
        }}
      >
        <DialogTitle id={titleId}>{product.name}</DialogTitle>
        <DialogContent>
          <TextField
            label="Price"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error !== undefined}
            helperText={error ?? 'In pounds, e.g. 4.50'}
            autoFocus
            autoComplete="off"
            sx={{ mt: 1 }}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
              htmlInput: { inputMode: 'decimal', style: { fontSize: '1.5rem', fontWeight: 600 } },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button size="large" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="large" variant="contained">
            {pence === null ? 'Add to order' : `Add to order ${formatPence(pence)}`}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
