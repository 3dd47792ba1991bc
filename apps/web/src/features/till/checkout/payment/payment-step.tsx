import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import { useServerDownSince } from '@/api/server-reachability';
import { CashPaymentForm } from '@/features/till/checkout/cash/cash-payment-form';
import { CardOrCash, type Tender } from '@/features/till/checkout/payment/card-or-cash';
import { PartBanner } from '@/features/till/checkout/split/part-banner';
import { SplitPanel } from '@/features/till/checkout/split/split-panel';
import { amountDueOf, paidSoFarOf } from '@/features/till/checkout/split/split-plan';
import { SplitProgress } from '@/features/till/checkout/split/split-progress';
import { useSplitBill } from '@/features/till/checkout/split/use-split-bill';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';
import { isLocalOrder, orderTitle } from '@/offline/local-orders';

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

/**
 * Pay the created order: cash, or card when this device has a terminal (001 §4); all that
 * is due, or (issue 16) one part of a split bill at a time until nothing is left to pay.
 */
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
  // Card from the till starts the terminal once, for the whole bill: never again for a part.
  const [startsCardNow, setStartsCardNow] = useState(startsCard && resumeUti === null);
  const [isBusy, setIsBusy] = useState(false);
  const split = useSplitBill(order);
  const isServerUp = useServerDownSince() === null;
  const duePence = amountDueOf(order);
  const paidPence = paidSoFarOf(order);
  // A sale only the till has is paid in full, as the outbox keeps it (issue 15).
  const canSplit =
    isServerUp && !isLocalOrder(order.id) && order.orderPayment !== null && duePence >= 2;
  // A card SALE still waiting is followed up first, whatever the split was doing.
  const stage = resumeUti !== null && split.stage === 'choose' ? 'whole' : split.stage;
  const partPence = stage === 'part' ? split.partPence : null;

  const reportBusy = useCallback(
    (next: boolean) => {
      setIsBusy(next);
      onBusyChange(next);
    },
    [onBusyChange],
  );
  const { partPaid, end } = split;
  const paid = useCallback(
    (next: Order, isOneTap: boolean) => {
      if (amountDueOf(next) > 0) {
        partPaid(next);
        return;
      }
      end();
      onPaid(next, isOneTap);
    },
    [partPaid, end, onPaid],
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
          {formatPence(duePence)}
        </Typography>
      </Box>
      {paidPence > 0 && <SplitProgress paidPence={paidPence} duePence={duePence} />}
      {terminal === null && resumeUti !== null && (
        // The customer may already have paid on the terminal: only the terminal can say.
        <Alert severity="warning">
          A card payment was started for this order. Set up the card terminal (account menu, Card
          terminal) so it can be checked before taking cash.
        </Alert>
      )}
      {stage === 'whole' && canSplit && (
        <Button
          variant="outlined"
          size="large"
          disabled={isBusy}
          onClick={() => {
            setStartsCardNow(false);
            split.open();
          }}
          sx={{ minHeight: 48, justifySelf: 'end' }}
        >
          {sb.splitBill}
        </Button>
      )}
      {stage === 'choose' && split.plan !== null && (
        <SplitPanel
          order={order}
          plan={split.plan}
          duePence={duePence}
          hasPaidParts={paidPence > 0}
          onModeChange={split.setMode}
          onWaysChange={split.setWays}
          onChoose={split.choose}
          onClose={split.close}
        />
      )}
      {stage === 'part' && split.plan !== null && split.current !== null && partPence !== null && (
        <PartBanner
          part={split.current}
          amountPence={partPence}
          ways={split.plan.ways}
          isBusy={isBusy}
          onChange={split.changePart}
        />
      )}
      {stage !== 'choose' &&
        (terminal === null ? (
          <CashPaymentForm
            key={`${stage}-${duePence}`}
            order={order}
            partPence={partPence}
            onPaid={paid}
          />
        ) : (
          <CardOrCash
            // A new part starts its own payment: the last part's card state is done with.
            key={`${stage}-${duePence}-${partPence ?? 'all'}`}
            order={order}
            terminal={terminal}
            partPence={partPence}
            resumeUti={resumeUti}
            startsCard={startsCardNow}
            tender={tender}
            onTenderChange={setTender}
            onPaid={paid}
            onBusyChange={reportBusy}
          />
        ))}
    </Box>
  );
};
