import { Suspense } from 'react';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatPence } from '@opentill/contract/money';
import { describeDiscount, type CartDiscount } from '@/features/till/cart/cart-discount';
import type { CartStore } from '@/features/till/cart/cart-store';
import { LazyDiscountDialog } from '@/features/till/components/cart/lazy-discount-dialog';
import { DialogLoading } from '@/ui/dialog-loading';

export type CartDiscountButtonProps = {
  store: CartStore;
  discount: CartDiscount | null;
  /** What the order's discount is taken off: the items less the lines' own discounts. */
  basePence: number;
  /** Pence the order's discount takes off. */
  offPence: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** 'Add discount', or the discount given ('Discount: Staff (10%) −£0.65'), which opens it again. */
export const CartDiscountButton = ({
  store,
  discount,
  basePence,
  offPence,
  isOpen,
  onOpenChange,
}: CartDiscountButtonProps) => {
  return (
    <>
      <Button
        fullWidth
        // Outlined once given: the accent amber reads 2:1 on white, below WCAG AA.
        variant={discount === null ? 'text' : 'outlined'}
        startIcon={<LocalOfferOutlinedIcon />}
        onClick={() => onOpenChange(true)}
        disabled={basePence === 0 && discount === null}
        sx={{ minHeight: 48, justifyContent: 'flex-start', textAlign: 'left' }}
      >
        {discount === null ? (
          'Add discount'
        ) : (
          <Box component="span" sx={{ display: 'flex', flex: 1, gap: 1, minWidth: 0 }}>
            <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              Discount: {describeDiscount(discount)}
            </Box>
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPence(-offPence)}
            </Box>
          </Box>
        )}
      </Button>
      {isOpen && (
        <Suspense fallback={<DialogLoading />}>
          <LazyDiscountDialog
            title="Discount"
            discount={discount}
            basePence={basePence}
            baseText={`The items come to ${formatPence(basePence)}.`}
            onClose={() => onOpenChange(false)}
            onSave={(next) => {
              store.setDiscount(next);
              onOpenChange(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
};
