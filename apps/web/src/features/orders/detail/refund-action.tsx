import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { refundBlockedReason } from '@/features/orders/components/order-labels';
import { DialogLoading } from '@/ui/dialog-loading';

const RefundDialog = lazy(async () => ({
  default: (await import('@/features/orders/refund/refund-dialog')).RefundDialog,
}));

export type RefundActionProps = { order: Order };

/** Refund, or why not (service problem 21: nothing left, or not paid). */
export const RefundAction = ({ order }: RefundActionProps) => {
  const [isRefunding, setIsRefunding] = useState(false);
  const reasonId = useId();
  const reason = refundBlockedReason(order);
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button
        variant="contained"
        color="error"
        size="large"
        disabled={reason !== null}
        aria-describedby={reason === null ? undefined : reasonId}
        onClick={() => setIsRefunding(true)}
        sx={{ minHeight: 56, minWidth: 160 }}
      >
        Refund
      </Button>
      {reason !== null && (
        <Typography id={reasonId} color="text.secondary">
          {reason}
        </Typography>
      )}
      {isRefunding && (
        <Suspense fallback={<DialogLoading />}>
          <RefundDialog order={order} onClose={() => setIsRefunding(false)} />
        </Suspense>
      )}
    </Box>
  );
};
