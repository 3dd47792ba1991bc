import { memo } from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { linePricePence, type CartLine } from '@opentill/contract/catalogue/cart-line';
import { formatPence } from '@opentill/contract/money';
import { chosenChoiceLabels } from '@/features/till/cart/chosen-choice-labels';

export type CartLineItemProps = { line: CartLine; onOpen: (lineId: string) => void };

/** A cart line: quantity, product, its chosen options under it, and the line price. */
export const CartLineItem = memo(function CartLineItem({ line, onOpen }: CartLineItemProps) {
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
