import { Suspense, useCallback, useLayoutEffect, useState } from 'react';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CartStore } from '@/features/till/cart/cart-store';
import { overStockLeft } from '@/features/till/cart/stock-level';
import { measureTapToCart } from '@/features/till/cart/tap-timing';
import { useCartLines } from '@/features/till/cart/use-cart';
import { CartLineItem } from '@/features/till/components/cart/cart-line-item';
import { CartLineStyles } from '@/features/till/components/cart/cart-line-styles';
import { LazyQuantityDialog } from '@/features/till/components/ordering/lazy-ordering-dialogs';
import { DialogLoading } from '@/ui/dialog-loading';

export type CartLinesProps = { store: CartStore };

/** The cart's lines; tapping one opens the quantity dialog. */
export const CartLines = ({ store }: CartLinesProps) => {
  const lines = useCartLines(store);
  const [openLineId, setOpenLineId] = useState<string | null>(null);
  const openLine = lines.find((line) => line.lineId === openLineId);
  const closeDialog = useCallback(() => setOpenLineId(null), []);

  // The new line is in the DOM now: that is the end of tap-to-cart.
  useLayoutEffect(() => measureTapToCart(), [lines]);

  if (lines.length === 0)
    return (
      <Box sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }}>
        <ShoppingBasketOutlinedIcon sx={{ fontSize: 40, opacity: 0.6 }} aria-hidden />
        <Typography sx={{ mt: 1 }}>No items yet. Tap a product to add it.</Typography>
      </Box>
    );

  return (
    <>
      <CartLineStyles />
      <Box component="ul" aria-label="Order lines" sx={{ m: 0, p: 0 }}>
        {lines.map((line) => (
          <CartLineItem
            key={line.lineId}
            line={line}
            overStockLeft={overStockLeft(line, lines)}
            onOpen={setOpenLineId}
            onStep={store.setQuantity}
          />
        ))}
      </Box>
      {openLine !== undefined && (
        <Suspense fallback={<DialogLoading />}>
          <LazyQuantityDialog
            key={openLine.lineId}
            line={openLine}
            onClose={closeDialog}
            onSave={(quantity) => {
              store.setQuantity(openLine.lineId, quantity);
              closeDialog();
            }}
          />
        </Suspense>
      )}
    </>
  );
};
