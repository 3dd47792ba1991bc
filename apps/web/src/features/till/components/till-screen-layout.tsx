import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CartStore } from '@/features/till/cart/cart-store';
import { CartHandoverDialog } from '@/features/till/components/cart/cart-handover-dialog';
import { CART_SIDE_PANEL_QUERY, CartPanel } from '@/features/till/components/cart/cart-panel';
import { CheckoutHost } from '@/features/till/checkout/checkout-host';
import type { CheckoutIntent } from '@/features/till/hooks/use-checkout';
import { preloadOrderingDialogs } from '@/features/till/components/ordering/lazy-ordering-dialogs';

export type TillScreenLayoutProps = {
  toolbar: ReactNode;
  store: CartStore;
  onPay: (intent?: CheckoutIntent) => void;
  children: ReactNode;
};

/**
 * The till screens' frame, filling the rest of the shell's window-high main (a till
 * screen's route says so): the toolbar and the scrolling work area, with the cart beside them on a wide screen and under them
 * (a sheet that opens upwards) on a portrait tablet or a phone.
 */
export const TillScreenLayout = ({ toolbar, store, onPay, children }: TillScreenLayoutProps) => {
  const isWide = useMediaQuery(CART_SIDE_PANEL_QUERY, { noSsr: true });
  // Once the screen is up, fetch the dialogs a tap may open, so no tap waits on the network.
  useEffect(() => {
    const timer = setTimeout(preloadOrderingDialogs, 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: isWide ? 'row' : 'column',
        flex: 1,
        minHeight: 0,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {toolbar}
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            overflowY: 'auto',
            // A scroll bar on a long level and none on a short one would change the grid's
            // width, and with it the tiles': the gutter is kept either way.
            scrollbarGutter: 'stable',
            // The grid is laid out and painted on its own: a line going into the cart
            // beside it never makes the browser lay out or repaint 100 tiles again.
            contain: 'strict',
            p: { xs: 1.5, sm: 2 },
          }}
        >
          {children}
        </Box>
      </Box>
      <CartPanel store={store} layout={isWide ? 'side' : 'sheet'} onPay={onPay} />
      <CheckoutHost store={store} />
      <CartHandoverDialog store={store} />
    </Box>
  );
};
