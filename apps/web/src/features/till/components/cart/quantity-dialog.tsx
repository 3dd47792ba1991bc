import { useId, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { linePricePence, type CartLine } from '@opentill/contract/catalogue/cart-line';
import { formatPence } from '@opentill/contract/money';
import { chosenChoiceLabels } from '@/features/till/cart/chosen-choice-labels';

const MAX_DIGITS = 3;

export type QuantityDialogProps = {
  line: CartLine;
  /** The line's own discount as the cart shows it, or null. */
  discountText?: string | null;
  onClose: () => void;
  /** Zero removes the line. */
  onSave: (quantity: number) => void;
  /** Opens the discount dialog for this line (issue 16). */
  onDiscount?: () => void;
};

/**
 * The quantity dialog (spec 001 §2.6): − and + and the number; it never goes below zero.
 * Discount this line is here, one tap from the line, beside what the line is.
 */
export const QuantityDialog = ({
  line,
  discountText = null,
  onClose,
  onSave,
  onDiscount,
}: QuantityDialogProps) => {
  const titleId = useId();
  const [text, setText] = useState(String(line.quantity));
  const quantity = text === '' ? 0 : Number(text);
  const setQuantity = (next: number) => setText(String(Math.max(0, next)));
  const choices = chosenChoiceLabels(line);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(quantity);
        }}
      >
        <DialogTitle id={titleId}>{line.product.name}</DialogTitle>
        <DialogContent>
          {choices.length > 0 && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {choices.join(', ')}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
            <IconButton
              aria-label="Decrease quantity"
              onClick={() => setQuantity(quantity - 1)}
              disabled={quantity <= 0}
              sx={{ width: 64, height: 64, border: '2px solid', borderColor: 'divider' }}
            >
              <RemoveIcon fontSize="large" />
            </IconButton>
            <TextField
              label="Quantity"
              value={text}
              onChange={(event) =>
                setText(event.target.value.replace(/\D/g, '').slice(0, MAX_DIGITS))
              }
              onFocus={(event) => event.target.select()}
              sx={{ width: 112 }}
              fullWidth={false}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  style: { textAlign: 'center', fontSize: '1.75rem', fontWeight: 700 },
                },
              }}
            />
            <IconButton
              aria-label="Increase quantity"
              onClick={() => setQuantity(quantity + 1)}
              sx={{ width: 64, height: 64, border: '2px solid', borderColor: 'divider' }}
            >
              <AddIcon fontSize="large" />
            </IconButton>
          </Box>
          <Typography
            role="status"
            sx={{ mt: 2, textAlign: 'center', fontWeight: 600, minHeight: 24 }}
            color={quantity === 0 ? 'error' : 'text.primary'}
          >
            {quantity === 0
              ? 'Zero removes this line.'
              : formatPence(linePricePence({ ...line, quantity }))}
          </Typography>
          {onDiscount !== undefined && (
            <Button
              fullWidth
              variant="outlined"
              size="large"
              startIcon={<LocalOfferOutlinedIcon />}
              onClick={onDiscount}
              sx={{ mt: 2 }}
            >
              {discountText === null ? 'Discount this line' : `Line discount: ${discountText}`}
            </Button>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button color="error" size="large" onClick={() => onSave(0)} sx={{ mr: 'auto' }}>
            Remove
          </Button>
          <Button size="large" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="large" variant="contained">
            Done
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
