import { useEffect, useRef, useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Pence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useSession } from '@/api/get-session';
import { isCardBusy } from '@/features/till/checkout/card/card-payment';
import { CardPaymentPanel } from '@/features/till/checkout/card/card-payment-panel';
import { CardTipPicker } from '@/features/till/checkout/card/card-tip-picker';
import { useCardPayment } from '@/features/till/checkout/card/use-card-payment';
import { CashPaymentForm } from '@/features/till/checkout/cash/cash-payment-form';
import { amountDueOf } from '@/features/till/checkout/split/split-plan';
import { isLocalOrder } from '@/offline/local-orders';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';

export type Tender = 'cash' | 'card';

export type CardOrCashProps = {
  order: Order;
  terminal: CardTerminal;
  /** The part of a split bill being paid (issue 16); null pays all that is due. */
  partPence: Pence | null;
  /** Card was tapped on the till: the terminal starts at once (issue 13). */
  startsCard: boolean;
  resumeUti: string | null;
  tender: Tender;
  onTenderChange: (tender: Tender) => void;
  onPaid: (order: Order, isOneTap: boolean) => void;
  /** Tells the dialog whether closing it now could lose track of a card payment. */
  onBusyChange: (isBusy: boolean) => void;
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

/** Cash or card for what is due, or for one part of a split bill; a card may carry a tip. */
export const CardOrCash = ({
  order,
  terminal,
  partPence,
  startsCard,
  resumeUti,
  tender,
  onTenderChange,
  onPaid,
  onBusyChange,
}: CardOrCashProps) => {
  const { client } = useSession();
  const billPence = partPence ?? amountDueOf(order);
  /** null while a typed tip is not an amount yet. */
  const [tipPence, setTipPence] = useState<Pence | null>(0);
  const card = useCardPayment({
    orderId: order.id,
    amountPence: billPence,
    partPence,
    tipPence: tipPence ?? 0,
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
  // A part paid by card replaces this payment with the next one while it was last busy
  // (recording): the next part must not inherit that.
  useEffect(() => () => onBusyChange(false), [onBusyChange]);
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
        <CashPaymentForm order={order} partPence={partPence} onPaid={onPaid} />
      ) : (
        <CardPaymentPanel
          state={card.state}
          amountPence={billPence + (tipPence ?? 0)}
          isPayDisabled={tipPence === null}
          isLateApproval={card.isLateApproval}
          onPay={card.pay}
          onRetry={card.retry}
          onKeepWaiting={card.keepWaiting}
          onCheckAgain={card.checkAgain}
          onCancel={card.cancel}
        >
          {/* A sale only the till has is paid in full, as the outbox keeps it: no tip. */}
          {!isLocalOrder(order.id) && (
            <CardTipPicker basePence={billPence} tipPence={tipPence} onTipChange={setTipPence} />
          )}
        </CardPaymentPanel>
      )}
    </>
  );
};
