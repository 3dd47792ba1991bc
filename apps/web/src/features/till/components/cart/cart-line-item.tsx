import { memo } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { linePricePence, type CartLine } from '@opentill/contract/catalogue/cart-line';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import { formatPence } from '@opentill/contract/money';
import { chosenChoiceLabels } from '@/features/till/cart/chosen-choice-labels';

export type CartLineItemProps = {
  line: CartLine;
  /** The stock left when the cart holds more of this product than that, else null. */
  overStockLeft: number | null;
  onOpen: (lineId: string) => void;
  /** One more or one fewer on the line itself; one fewer than one removes it. */
  onStep: (lineId: string, quantity: number) => void;
};

const stepSx = { width: 44, height: 48, borderRadius: 2 } as const;

/**
 * A cart line: − quantity + (− on the last one removes the line), then the product, its
 * chosen options and the line price, which opens the quantity dialog; a warning when
 * the cart holds more than the stock the till knows of.
 */
export const CartLineItem = memo(function CartLineItem({
  line,
  overStockLeft,
  onOpen,
  onStep,
}: CartLineItemProps) {
  const choices = chosenChoiceLabels(line);
  const name = line.product.name;
  const isLast = line.quantity <= 1;
  return (
    <ListItem disablePadding sx={{ alignItems: 'flex-start' }}>
      <Box
        role="group"
        aria-label={`Quantity of ${name}`}
        sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, pt: 0.5 }}
      >
        <IconButton
          aria-label={isLast ? `Remove ${name}` : `One fewer ${name}`}
          onClick={() => onStep(line.lineId, line.quantity - 1)}
          sx={stepSx}
        >
          {isLast ? <DeleteOutlinedIcon /> : <RemoveIcon />}
        </IconButton>
        <Box
          component="span"
          sx={{
            minWidth: 28,
            fontWeight: 700,
            textAlign: 'center',
            color: 'primary.main',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {line.quantity}×
        </Box>
        <IconButton
          aria-label={`One more ${name}`}
          onClick={() => onStep(line.lineId, line.quantity + 1)}
          sx={stepSx}
        >
          <AddIcon />
        </IconButton>
      </Box>
      <ListItemButton
        onClick={() => onOpen(line.lineId)}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, pl: 1, minHeight: 60 }}
      >
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {line.product.name}
          </Typography>
          {choices.length > 0 && (
            <Typography component="span" variant="body2" color="text.secondary">
              {choices.join(', ')}
            </Typography>
          )}
          {overStockLeft !== null && (
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}
            >
              <WarningAmberIcon fontSize="small" aria-hidden />
              {catalogueMessages.overStock(overStockLeft)}
            </Typography>
          )}
        </Box>
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {formatPence(linePricePence(line))}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
});
