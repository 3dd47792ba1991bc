import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { isCardBusy } from '@/features/till/checkout/card/card-payment';
import { CardPaymentPanel } from '@/features/till/checkout/card/card-payment-panel';
import { useCardPayment } from '@/features/till/checkout/card/use-card-payment';
import { CashPaymentForm } from '@/features/till/checkout/cash/cash-payment-form';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';
import { useSession } from '@/api/get-session';
import { orderTitle } from '@/offline/local-orders';

export type PaymentStepProps = {
  order: Order;
  /** null when this device has no card terminal: cash only. */
  terminal: CardTerminal | null;
  /** Card was tapped on the till: the terminal starts at once (issue 13). */
  startsCard?: boolean;
  /** `isOneTap`: one tap took the payment, so the sale ends by itself. */
  onPaid: (order: Order, isOneTap: boolean) => void;
  /** Tells the dialog whether closing it now could lose track of a card payment. */
  onBusyChange: (isBusy: boolean) => void;
};

type Tender = 'cash' | 'card';

/**
 * The uti of a card SALE the unpaid order still waits on: resume it. A cancelled or
 * declined attempt is not resumed (issue 12); older servers sent only the payment's uti.
 */
export const pendingCardUti = (order: Order): string | null => {
  const payment = order.orderPayment;
  if (payment === null || payment.status === 'paid') return null;
  const attempts = payment.cardAttempts.filter((attempt) => attempt.kind === 'sale');
  if (attempts.length === 0) return payment.uti;
  return attempts.find((attempt) => attempt.status === 'pending')?.uti ?? null;
};

/** Pay the created order: cash, or card when this device has a terminal (001 §4). */
export const PaymentStep = ({
  order,
  terminal,
  startsCard = false,
  onPaid,
  onBusyChange,
}: PaymentStepProps) => {
  const resumeUti = pendingCardUti(order);
  const [tender, setTender] = useState<Tender>(
    terminal !== null && (resumeUti !== null || startsCard) ? 'card' : 'cash',
  );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        role="status"
        aria-label="Total to pay"
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
      >
        <Typography sx={{ fontSize: '1.125rem' }}>
          {orderTitle(order)}
          {order.deliveryCharge > 0 && ` · includes ${formatPence(order.deliveryCharge)} delivery`}
        </Typography>
        <Typography
          component="p"

          sx={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatPence(order.totalCost)}
        </Typography>
      </Box>
      {terminal === null && resumeUti !== null && (
        // The customer may already have paid on the terminal: only the terminal can say.
        <Alert severity="warning">
          A card payment was started for this order. Set up the card terminal (account menu, Card
          terminal) so it can be checked before taking cash.
        </Alert>
      )}
      {terminal === null ? (
        <CashPaymentForm order={order} onPaid={onPaid} />
      ) : (
        <CardOrCash
          order={order}
          terminal={terminal}
          resumeUti={resumeUti}
          startsCard={startsCard && resumeUti === null}
          tender={tender}
          onTenderChange={setTender}
          onPaid={onPaid}
          onBusyChange={onBusyChange}
        />
      )}
    </Box>
  );
};

type CardOrCashProps = Omit<PaymentStepProps, 'terminal' | 'startsCard'> & {
  terminal: CardTerminal;
  startsCard: boolean;
  resumeUti: string | null;
  tender: Tender;
  onTenderChange: (tender: Tender) => void;
};

/** The chosen tender stands out clearly: it decides what the cashier does next. */
const tenderSx = {
  minHeight: 56,
  fontSize: '1.125rem',
  '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected.Mui-disabled': {
    bgcolor: 'rgba(15, 92, 87, 0.14)',
    color: 'primary.dark',
    boxShadow: 'inset 0 -4px 0 #0f5c57',
  },
} as const;

/** A tender the cashier should try next: outlined in the warning colour. */
const suggestedSx = {
  borderColor: 'warning.main',
  borderWidth: 3,
  bgcolor: 'rgba(237, 108, 2, 0.12)',
  fontWeight: 700,
} as const;

const CardOrCash = ({
  order,
  terminal,
  resumeUti,
  startsCard,
  tender,
  onTenderChange,
  onPaid,
  onBusyChange,
}: CardOrCashProps) => {
  const { client } = useSession();
  const card = useCardPayment({
    orderId: order.id,
    amountPence: order.totalCost,
    terminal,
    resumeUti,
    onPaid: (paid) => onPaid(paid, startsCard),
    order,
    merchant: client?.identifier ?? 'no-merchant',
    merchantName: client?.name ?? '',
  });
  // Once per order, even in StrictMode: a second start would be a second SALE.
  const hasStarted = useRef(false);
  const { pay, state } = card;
  useEffect(() => {
    if (!startsCard || hasStarted.current || state.phase !== 'ready') return;
    hasStarted.current = true;
    pay();
  }, [startsCard, state.phase, pay]);
  // While the terminal may still charge the card, no other payment may be taken.
  const isBusy =
    isCardBusy(card.state) || card.state.phase === 'unverified' || card.state.phase === 'slow';
  // After a decline Cash is the likely next step: it stands out (service problem 12).
  const isCashSuggested = card.state.phase === 'declined' && tender === 'card';
  useEffect(() => onBusyChange(isBusy), [isBusy, onBusyChange]);
  return (
    <>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={tender}
        onChange={(_, next: Tender | null) => next !== null && onTenderChange(next)}
        aria-label="Payment type"
        disabled={isBusy}
      >
        <ToggleButton
          value="cash"
          sx={isCashSuggested ? { ...tenderSx, ...suggestedSx } : tenderSx}
          data-suggested={isCashSuggested ? 'true' : undefined}
        >
          Cash
        </ToggleButton>
        <ToggleButton value="card" sx={tenderSx}>
          Card
        </ToggleButton>
      </ToggleButtonGroup>
      {tender === 'cash' ? (
        <CashPaymentForm order={order} onPaid={onPaid} />
      ) : (
        <CardPaymentPanel
          state={card.state}
          amountPence={order.totalCost}
          isLateApproval={card.isLateApproval}
          onPay={card.pay}
          onRetry={card.retry}
          onKeepWaiting={card.keepWaiting}
          onCheckAgain={card.checkAgain}
          onCancel={card.cancel}
        />
      )}
    </>
  );
};
