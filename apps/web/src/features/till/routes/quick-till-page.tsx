import { Suspense, useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type { QuickTillPosition } from '@opentill/contract/till/till.schemas';
import { useCurrentCashier } from '@/features/till/api/get-current-cashier';
import { toCartOwner, toCartProduct } from '@/features/till/cart/cart-store';
import { isSoldOut } from '@/features/till/cart/stock-level';
import { useCartStore } from '@/features/till/cart/use-cart';
import { CurrentCashier } from '@/features/till/components/cashiers/current-cashier';
import { LazyQuickTillProductDialog } from '@/features/till/components/edit/lazy-edit-dialogs';
import { PricePad, digitsToPence } from '@/features/till/components/quick-till/price-pad';
import { QuickTillPositions } from '@/features/till/components/quick-till/quick-till-positions';
import { HeadlinePriceNote } from '@/features/till/components/catalogue/headline-price-note';
import { TillScreenLayout } from '@/features/till/components/till-screen-layout';
import { TillSwitchLink } from '@/features/till/components/till-switch-link';
import { TillToolbar } from '@/features/till/components/till-toolbar';
import { CashDrawerButton } from '@/features/till/drawer/cash-drawer-button';
import { DrawerGate } from '@/features/till/drawer/drawer-gate';
import { useCanEditTill } from '@/features/till/hooks/use-can-edit-till';
import { useCheckout } from '@/features/till/hooks/use-checkout';
import { DialogLoading } from '@/ui/dialog-loading';

const QuickTillScreen = () => {
  const store = useCartStore();
  const canEdit = useCanEditTill();
  const startCheckout = useCheckout();
  const [digits, setDigits] = useState('');
  const [changing, setChanging] = useState<QuickTillPosition | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const current = useCurrentCashier();
  const cashier = useMemo(() => toCartOwner(current), [current]);

  const addPosition = useCallback(
    (position: QuickTillPosition) => {
      if (position.product === null) return;
      if (isSoldOut(position.product)) {
        enqueueSnackbar(catalogueMessages.soldOut(position.product.name), { variant: 'warning' });
        return;
      }
      const pence = digitsToPence(digits);
      // Nothing typed: the product's own price.
      store.add(
        {
          product: toCartProduct(position.product),
          options: {},
          priceOverride: pence > 0 ? pence : null,
        },
        cashier,
      );
      setDigits('');
    },
    [digits, store, cashier, enqueueSnackbar],
  );

  return (
    <TillScreenLayout
      store={store}
      onPay={startCheckout}
      toolbar={
        <TillToolbar
          start={
            <Typography component="h2" variant="h3">
              Type a price, tap a product
            </Typography>
          }
          end={
            <>
              <HeadlinePriceNote />
              <TillSwitchLink to="till" />
              <CashDrawerButton />
              <CurrentCashier />
            </>
          }
        />
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 420px) 1fr' },
          alignItems: 'start',
          maxWidth: 1200,
        }}
      >
        <PricePad digits={digits} onChange={setDigits} isKeyboardEnabled={changing === null} />
        <QuickTillPositions canEdit={canEdit} onTap={addPosition} onLongPress={setChanging} />
      </Box>
      {changing !== null && canEdit && (
        <Suspense fallback={<DialogLoading />}>
          <LazyQuickTillProductDialog position={changing} onClose={() => setChanging(null)} />
        </Suspense>
      )}
    </TillScreenLayout>
  );
};

/**
 * Quick Till (spec 001 §2.8): type a price, tap a product position, and the line is in
 * the cart at that price. An editor long-presses a position to change its product.
 * A merchant that keeps drawers opens the till first.
 */
export const QuickTillPage = () => (
  <DrawerGate>
    <QuickTillScreen />
  </DrawerGate>
);
