import { useState } from 'react';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatPence } from '@opentill/contract/money';
import type { CartDiscount } from '@/features/till/cart/cart-discount';
import type { CartStore } from '@/features/till/cart/cart-store';
import { DiscountDialog } from '@/features/till/components/cart/discount-dialog';

export type CartDiscountButtonProps = {
  store: CartStore;
  discount: CartDiscount | null;
  itemsPence: number;
  offPence: number;
};

const describe = (discount: CartDiscount): string =>
  discount.kind === 'percent' ? `${discount.reason} (${discount.percent}%)` : discount.reason;

/** 'Add discount', or the discount given ('Discount: Staff (10%) −£0.65'), which opens it again. */
export const CartDiscountButton = ({
  store,
  discount,
  itemsPence,
  offPence,
}: CartDiscountButtonProps) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        fullWidth
        color={discount === null ? 'primary' : 'secondary'}
        startIcon={<LocalOfferOutlinedIcon />}
        onClick={() => setIsOpen(true)}
        disabled={itemsPence === 0 && discount === null}
        sx={{ minHeight: 48, justifyContent: 'flex-start', textAlign: 'left' }}
      >
        {discount === null ? (
          'Add discount'
        ) : (
          <Box component="span" sx={{ display: 'flex', flex: 1, gap: 1, minWidth: 0 }}>
            <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              Discount: {describe(discount)}
            </Box>
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPence(-offPence)}
            </Box>
          </Box>
        )}
      </Button>
      {isOpen && (
        <DiscountDialog
          discount={discount}
          itemsPence={itemsPence}
          onClose={() => setIsOpen(false)}
          onSave={(next) => {
            store.setDiscount(next);
            setIsOpen(false);
          }}
        />
      )}
    </>
  );
};
