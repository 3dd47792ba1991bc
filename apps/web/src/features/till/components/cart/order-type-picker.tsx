import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { deliverToLabel, type DeliverTo } from '@opentill/contract/orders/deliver-to';
import type { OrderTypeChoice } from '@/features/till/order-type/order-type-store';

/** Said where In Store is chosen: staff must know it never reaches the kitchen. */
export const IN_STORE_HINT =
  'In Store is paid and handed over at once: it never goes to the kitchen.';

export type OrderTypePickerProps = {
  orderType: OrderTypeChoice;
  /** One row that scrolls sideways, for the phone's cart sheet. */
  isCompact?: boolean;
  isDisabled?: boolean;
};

const buttonSx = {
  minHeight: 48,
  px: 1,
  lineHeight: 1.2,
  fontWeight: 600,
  textTransform: 'none',
  color: 'text.primary',
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
  },
} as const;

/** The order type, chosen before the order (issue 13): one tap, kept until the sale ends. */
export const OrderTypePicker = ({
  orderType,
  isCompact = false,
  isDisabled = false,
}: OrderTypePickerProps) => {
  const { offered, current, choose } = orderType;
  if (offered.length < 2) return null;
  return (
    <>
      <ToggleButtonGroup
        exclusive
        value={current}
        disabled={isDisabled}
        aria-label="Order type"
        onChange={(_, next: DeliverTo | null) => next !== null && choose(next)}
        sx={{
          ...(isCompact
            ? {
                display: 'flex',
                overflowX: 'auto',
                '& .MuiToggleButtonGroup-grouped': { flexShrink: 0, whiteSpace: 'nowrap', px: 1.5 },
              }
            : {
                display: 'grid',
                gridTemplateColumns: `repeat(${Math.min(offered.length, 3)}, minmax(0, 1fr))`,
              }),
          gap: 0.5,
          '& .MuiToggleButtonGroup-grouped': {
            border: '1px solid #c9d6d4',
            borderRadius: '8px !important',
            m: 0,
          },
        }}
      >
        {offered.map((deliverTo) => (
          <ToggleButton key={deliverTo} value={deliverTo} sx={buttonSx}>
            {deliverToLabel(deliverTo)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {current === 'in_store' && !isCompact && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {IN_STORE_HINT}
        </Typography>
      )}
    </>
  );
};
