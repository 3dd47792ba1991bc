import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { OrderItem } from '@opentill/contract/orders/order.schemas';

export type KitchenItemButtonProps = {
  item: OrderItem;
  onToggle: (item: OrderItem) => void;
};

const productLabel = ({ name, measure }: OrderItem['product']): string =>
  measure === '' ? name : `${name} (${measure})`;

/** "Flat White (12oz), Oat milk": what the button is called, as its text reads. */
export const kitchenItemName = (item: OrderItem): string =>
  [productLabel(item.product), ...item.optionalItems.map((option) => option.label)].join(', ');

/**
 * One unit to make. The whole row is the target, because a cook taps it with a wet
 * or gloved finger; a ready item turns solid green and is struck through, so the
 * difference reads from across the kitchen without relying on colour alone.
 */
export const KitchenItemButton = ({ item, onToggle }: KitchenItemButtonProps) => {
  const isReady = item.status === 'ready';
  const Icon = isReady ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return (
    <ButtonBase
      aria-pressed={isReady}
      aria-label={kitchenItemName(item)}
      onClick={() => onToggle(item)}
      sx={{
        width: '100%',
        minHeight: 64,
        px: 1.5,
        py: 1,
        gap: 1.5,
        justifyContent: 'flex-start',
        textAlign: 'left',
        borderRadius: 2,
        border: '2px solid',
        borderColor: isReady ? '#1b5e20' : '#17201f',
        bgcolor: isReady ? '#1b5e20' : '#ffffff',
        color: isReady ? '#ffffff' : '#0b0f0f',
      }}
    >
      <Icon sx={{ fontSize: 36, flexShrink: 0 }} />
      <span>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontSize: '1.5rem',
            fontWeight: 700,
            lineHeight: 1.2,
            textDecoration: isReady ? 'line-through' : 'none',
          }}
        >
          {productLabel(item.product)}
        </Typography>
        {item.optionalItems.map((option) => (
          <Typography
            key={option.id}
            component="span"
            sx={{ display: 'block', fontSize: '1.3rem', fontWeight: 600, lineHeight: 1.25 }}
          >
            + {option.label}
          </Typography>
        ))}
      </span>
    </ButtonBase>
  );
};
