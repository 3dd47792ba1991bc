import { Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { deliverToLabel } from '@opentill/contract/orders/deliver-to';
import { useSession } from '@/api/get-session';
import type { CartStore } from '@/features/till/cart/cart-store';
import { skipsDetails } from '@/features/till/checkout/state/checkout-methods';
import { CartLines } from '@/features/till/components/cart/cart-lines';
import {
  CartClearButton,
  CartDiscountSlot,
  CartItemCount,
  CartPayActions,
} from '@/features/till/components/cart/cart-summary';
import { CartServiceCharge } from '@/features/till/components/cart/cart-service-charge';
import { OpenOrdersButton } from '@/features/till/components/cart/open-orders-button';
import { OrderTypePicker } from '@/features/till/components/cart/order-type-picker';
import type { CheckoutIntent } from '@/features/till/hooks/use-checkout';
import { useHasCardTerminal } from '@/features/till/hooks/use-has-card-terminal';
import { PAY_PARAM } from '@/features/till/hooks/use-pay-param';
import { LazySendToTableDialog } from '@/features/till/open-orders/lazy-open-orders-dialogs';
import { useOrderType } from '@/features/till/order-type/order-type-store';
import { DialogLoading } from '@/ui/dialog-loading';

/** Side panel from this width up; below it the cart is a bottom sheet (portrait tablets, phones). */
export const CART_SIDE_PANEL_QUERY = '(min-width: 1024px)';
export const CART_SIDE_PANEL_WIDTH_PX = 380;
/** A portrait tablet has room to show the order's lines from the start; a phone opens them. */
const TALL_SCREEN_QUERY = '(min-height: 900px)';

export type CartPanelProps = {
  store: CartStore;
  layout: 'side' | 'sheet';
  onPay: (intent?: CheckoutIntent) => void;
};

/**
 * The order being rung up: its type, its lines, the total, and Pay, Card or Send. The
 * panel itself does not follow the cart's lines: the parts that do (cart-summary.tsx,
 * CartLines) re-render on their own as items go in.
 */
export const CartPanel = ({ store, layout, onPay }: CartPanelProps) => {
  const headingId = useId();
  const linesId = useId();
  const isTall = useMediaQuery(TALL_SCREEN_QUERY, { noSsr: true });
  const [isSheetOpen, setIsSheetOpen] = useState(isTall);
  const orderType = useOrderType();
  const hasCardTerminal = useHasCardTerminal();
  const client = useSession().client;
  const [isSending, setIsSending] = useState(false);
  const [isDiscounting, setIsDiscounting] = useState(false);
  const [, setSearchParams] = useSearchParams();
  const payOpenOrder = (orderId: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(PAY_PARAM, orderId);
      return next;
    });
  const pay = (
    <CartPayActions
      store={store}
      orderType={orderType.current}
      hasCardTerminal={hasCardTerminal}
      asksNoDetails={orderType.current !== null && skipsDetails(orderType.current, client)}
      onPay={() => onPay('pay')}
      onCard={() => onPay('card')}
      onSend={() => setIsSending(true)}
    />
  );
  const typePicker = <OrderTypePicker orderType={orderType} />;
  const openOrders = <OpenOrdersButton store={store} onPay={payOpenOrder} />;
  const sendDialog = isSending && (
    <Suspense fallback={<DialogLoading />}>
      <LazySendToTableDialog
        store={store}
        onClose={() => setIsSending(false)}
        onSent={() => {
          store.clear();
          orderType.reset();
          setIsSending(false);
        }}
      />
    </Suspense>
  );
  // The service charge is priced on what is left after the discounts: it follows them.
  const adjustmentSlots = (
    <>
      <CartDiscountSlot store={store} isOpen={isDiscounting} onOpenChange={setIsDiscounting} />
      <CartServiceCharge store={store} orderType={orderType.current} />
    </>
  );
  const heading = (
    <Typography id={headingId} component="h2" variant="h3">
      Order
    </Typography>
  );

  if (layout === 'side')
    return (
      <Paper
        component="section"
        aria-labelledby={headingId}
        square
        elevation={0}
        sx={{
          width: CART_SIDE_PANEL_WIDTH_PX,
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          borderLeft: '1px solid #dde5e4',
          minHeight: 0,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1, pb: 0.5 }}>
          {heading}
          <CartItemCount store={store} />
          <CartClearButton store={store} />
        </Box>
        <Box sx={{ px: 2, pb: 1 }}>{typePicker}</Box>
        <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0, px: 1, contain: 'strict' }}>
          <CartLines store={store} />
        </Box>
        <Box sx={{ p: 2, borderTop: '1px solid #dde5e4', display: 'grid', gap: 1 }}>
          {adjustmentSlots}
          {openOrders}
          {pay}
        </Box>
        {sendDialog}
      </Paper>
    );

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={8}
      sx={{
        flexShrink: 0,
        borderRadius: '16px 16px 0 0',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <Collapse in={isSheetOpen}>
        <Box id={linesId} sx={{ maxHeight: '40dvh', overflowY: 'auto', px: 1, pt: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, pb: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>{openOrders}</Box>
            <CartClearButton store={store} />
          </Box>
          <Box sx={{ px: 1, pb: 1 }}>
            <OrderTypePicker orderType={orderType} isCompact />
          </Box>
          <CartLines store={store} />
          {adjustmentSlots}
        </Box>
      </Collapse>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5 }}>
        <IconButton
          onClick={() => setIsSheetOpen((open) => !open)}
          aria-expanded={isSheetOpen}
          aria-controls={linesId}
          aria-label={isSheetOpen ? 'Hide order lines' : 'Show order lines'}
          sx={{ border: '1px solid #dde5e4' }}
        >
          {isSheetOpen ? <ExpandMoreIcon /> : <ExpandLessIcon />}
        </IconButton>
        {/* The summary gives way (its words wrap) before Pay and Card do: with a card
            terminal both buttons sit here, and a 390 px phone has no width to spare. */}
        <Box sx={{ flex: '0 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
          {heading}
          <CartItemCount
            store={store}
            variant="body2"
            suffix={orderType.current === null ? '' : ` · ${deliverToLabel(orderType.current)}`}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>{pay}</Box>
      </Box>
      {sendDialog}
    </Paper>
  );
};
