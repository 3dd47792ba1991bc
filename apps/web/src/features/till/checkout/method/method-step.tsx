import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import type { CheckoutMethod } from '@/features/till/checkout/state/checkout-methods';

export type MethodStepProps = {
  methods: readonly CheckoutMethod[];
  selected: DeliverTo | null;
  /** While an in-store order is being made, the buttons wait. */
  isBusy: boolean;
  onChoose: (deliverTo: DeliverTo) => void;
};

/** How the customer gets their order: one big button per method the merchant offers. */
export const MethodStep = ({ methods, selected, isBusy, onChoose }: MethodStepProps) => {
  if (methods.length === 0)
    return (
      <Typography role="alert">
        This merchant has no checkout methods turned on. Turn one on in the business settings.
      </Typography>
    );
  return (
    <Box
      role="group"
      aria-label="Checkout method"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {methods.map((method) => {
        const isSelected = method.deliverTo === selected;
        return (
          <Button
            key={method.deliverTo}
            variant={isSelected ? 'contained' : 'outlined'}
            aria-pressed={isSelected}
            disabled={isBusy}
            onClick={() => onChoose(method.deliverTo)}
            sx={{ minHeight: 72, fontSize: '1.125rem' }}
          >
            {method.label}
          </Button>
        );
      })}
    </Box>
  );
};
