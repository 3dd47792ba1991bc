import { Suspense, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { linePricePence } from '@opentill/contract/catalogue/cart-line';
import { formatPence } from '@opentill/contract/money';
import { describeDiscount } from '@/features/till/cart/cart-discount';
import { priceCart } from '@/features/till/cart/cart-pricing';
import type { CartStore } from '@/features/till/cart/cart-store';
import { overStockLeft } from '@/features/till/cart/stock-level';
import { measureTapToCart } from '@/features/till/cart/tap-timing';
import { useCartLineDiscounts, useCartLines } from '@/features/till/cart/use-cart';
import { CartLineItem } from '@/features/till/components/cart/cart-line-item';
import { CartLineStyles } from '@/features/till/components/cart/cart-line-styles';
import { LazyDiscountDialog } from '@/features/till/components/cart/lazy-discount-dialog';
import { LazyQuantityDialog } from '@/features/till/components/ordering/lazy-ordering-dialogs';
import { DialogLoading } from '@/ui/dialog-loading';

export type CartLinesProps = { store: CartStore };

/**
 * The cart's lines, each with its own discount under it; tapping one opens the quantity
 * dialog, and from there the line's discount.
 */
export const CartLines = ({ store }: CartLinesProps) => {
  const lines = useCartLines(store);
  const lineDiscounts = useCartLineDiscounts(store);
  const [openLineId, setOpenLineId] = useState<string | null>(null);
  const [discountLineId, setDiscountLineId] = useState<string | null>(null);
  const openLine = lines.find((line) => line.lineId === openLineId);
  const discountLine = lines.find((line) => line.lineId === discountLineId);
  const closeDialog = useCallback(() => setOpenLineId(null), []);
  // Only the lines' own discounts: the order's is shown with the total.
  const discountTexts = useMemo(() => {
    const { lineOffPence } = priceCart(lines, lineDiscounts, null);
    const texts = new Map<string, string>();
    for (const [lineId, discount] of Object.entries(lineDiscounts))
      texts.set(
        lineId,
        `${describeDiscount(discount)} ${formatPence(-(lineOffPence[lineId] ?? 0))}`,
      );
    return texts;
  }, [lines, lineDiscounts]);

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
            discountText={discountTexts.get(line.lineId) ?? null}
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
            discountText={discountTexts.get(openLine.lineId) ?? null}
            onClose={closeDialog}
            onSave={(quantity) => {
              store.setQuantity(openLine.lineId, quantity);
              closeDialog();
            }}
            onDiscount={() => {
              closeDialog();
              setDiscountLineId(openLine.lineId);
            }}
          />
        </Suspense>
      )}
      {discountLine !== undefined && (
        <Suspense fallback={<DialogLoading />}>
          <LazyDiscountDialog
            title={`Discount on ${discountLine.product.name}`}
            discount={lineDiscounts[discountLine.lineId] ?? null}
            basePence={linePricePence(discountLine)}
            baseText={`The line comes to ${formatPence(linePricePence(discountLine))}.`}
            onClose={() => setDiscountLineId(null)}
            onSave={(next) => {
              store.setLineDiscount(discountLine.lineId, next);
              setDiscountLineId(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
};
