import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useSetItemStatus } from '@/features/orders/api/set-item-status';
import { groupIdenticalItems, groupLabel } from '@/ui/group-identical-items';
import { itemsByCategory } from '@/ui/items-by-category';

export type ItemStatusListProps = { order: Order };

/**
 * Items by category, identical lines as one "3 × …" row; tapping a row toggles all its
 * lines between requested and ready (001 §2.4, §4).
 */
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
            {groupIdenticalItems(items).map((group) => {
              const isReady = group.items[0]?.status === 'ready';
              const label = groupLabel(group);
              return (
                <ButtonBase
                  key={group.key}
                  role="switch"
                  aria-checked={isReady}
                  aria-label={`${label} ready`}
                  onClick={() => {
                    for (const item of group.items)
                      setStatus.mutate({
                        itemId: item.id,
                        status: isReady ? 'requested' : 'ready',
                      });
                  }}
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
                    {label}
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
