import { memo } from 'react';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
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
};

/**
 * A cart line: quantity, product, its chosen options under it, and the line price;
 * a warning when the cart holds more than the stock the till knows of.
 */
export const CartLineItem = memo(function CartLineItem({
  line,
  overStockLeft,
  onOpen,
}: CartLineItemProps) {
  const choices = chosenChoiceLabels(line);
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(line.lineId)}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, minHeight: 60 }}
      >
        <Box
          component="span"
          sx={{
            minWidth: 36,
            px: 0.75,
            py: 0.25,
            borderRadius: 1.5,
            bgcolor: 'rgba(15, 92, 87, 0.1)',
            color: 'primary.main',
            fontWeight: 700,
            textAlign: 'center',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {line.quantity}×
        </Box>
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
