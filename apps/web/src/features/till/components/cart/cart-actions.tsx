import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import type { Pence } from '@opentill/contract/money';
import { PayButton } from '@/features/till/components/cart/pay-button';

export type CartActionsProps = {
  totalPence: Pence;
  isEmpty: boolean;
  orderType: DeliverTo | null;
  hasCardTerminal: boolean;
  /** The order type asks nothing at checkout (In Store, a takeaway without a name). */
  asksNoDetails: boolean;
  onPay: () => void;
  onCard: () => void;
  onSend: () => void;
};

const sideSx = { minHeight: 56, minWidth: 96, fontSize: '1.0625rem', flexShrink: 0 } as const;

/**
 * What ends the order: Pay (cash, or the full checkout), Card in one tap where this
 * device has a terminal, and Send for eat in, which leaves the bill open on its table.
 */
export const CartActions = ({
  totalPence,
  isEmpty,
  orderType,
  hasCardTerminal,
  asksNoDetails,
  onPay,
  onCard,
  onSend,
}: CartActionsProps) => {
  const isEatIn = orderType === 'table_service';
  // Card goes straight to the terminal only where no details are needed first.
  const offersCard = hasCardTerminal && asksNoDetails;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {isEatIn && (
        <Button
          variant="outlined"
          size="large"
          startIcon={<RestaurantIcon />}
          disabled={isEmpty}
          onClick={onSend}
          sx={sideSx}
        >
          Send
        </Button>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PayButton totalPence={totalPence} isDisabled={isEmpty} onPay={onPay} />
      </Box>
      {offersCard && (
        <Button
          variant="outlined"
          size="large"
          startIcon={<CreditCardIcon />}
          disabled={isEmpty}
          onClick={onCard}
          sx={sideSx}
        >
          Card
        </Button>
      )}
    </Box>
  );
};
