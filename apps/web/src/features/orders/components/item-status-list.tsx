import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Order, OrderItem } from '@opentill/contract/orders/order.schemas';
import { useSetItemStatus } from '@/features/orders/api/set-item-status';
import { itemsByCategory } from '@/ui/items-by-category';

export type ItemStatusListProps = { order: Order };

const itemName = (item: OrderItem): string =>
  [item.product.name, ...item.optionalItems.map((option) => option.label)].join(', ');

/** Items by category; tapping one toggles it between requested and ready (001 §2.4, §4). */
export const ItemStatusList = ({ order }: ItemStatusListProps) => {
  const setStatus = useSetItemStatus();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {itemsByCategory(order.orderItems).map(([category, items]) => (
        <Box key={category} role="group" aria-label={category}>
          <Typography
            variant="overline"
            color="text.secondary"
            component="h3"
            sx={{ lineHeight: 2 }}
          >
            {category}
          </Typography>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            {items.map((item) => {
              const isReady = item.status === 'ready';
              return (
                <ButtonBase
                  key={item.id}
                  role="switch"
                  aria-checked={isReady}
                  aria-label={`${itemName(item)} ready`}
                  onClick={() =>
                    setStatus.mutate({ itemId: item.id, status: isReady ? 'requested' : 'ready' })
                  }
                  sx={{
                    justifyContent: 'flex-start',
                    gap: 1,
                    minHeight: 44,
                    px: 1,
                    borderRadius: 1,
                    textAlign: 'left',
                    bgcolor: isReady ? '#e8f5e9' : 'action.hover',
                  }}
                >
                  {isReady ? (
                    <CheckCircleIcon color="success" fontSize="small" />
                  ) : (
                    <RadioButtonUncheckedIcon color="disabled" fontSize="small" />
                  )}
                  <Typography
                    component="span"
                    sx={{ textDecoration: isReady ? 'line-through' : 'none', flex: 1 }}
                  >
                    {itemName(item)}
                  </Typography>
                </ButtonBase>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
