import { useState } from 'react';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { UNREADY_ITEMS_CONFIRMATION } from '@opentill/contract/orders/order-status-machine';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useChangeOrderStatus } from '@/features/orders/api/change-order-status';
import {
  progressOf,
  progressSteps,
  stepAction,
  type StepAction,
} from '@/features/orders/components/progress-steps';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export type OrderProgressProps = { order: Order };

/** Paid, Ready, Completed (or Delivered, Collected): tapping the last two moves the order (001 §4). */
export const OrderProgress = ({ order }: OrderProgressProps) => {
  const change = useChangeOrderStatus();
  const [pending, setPending] = useState<StepAction | null>(null);
  const progress = progressOf(order);

  const run = (step: StepAction) => change.mutate({ orderId: order.id, actions: step.actions });
  const tap = (key: 'ready' | 'fulfil') => {
    const step = stepAction(key, order);
    if (step === null) return;
    if (step.needsConfirmation) setPending(step);
    else run(step);
  };

  return (
    <>
      <Stepper
        nonLinear
        activeStep={progress}
        aria-label={`Progress of order ${order.orderNumber}`}
        role="list"
        // A list has no orientation; MUI sets it for the tablist this no longer is.
        aria-orientation={undefined}
        sx={{ py: 1 }}
      >
        {progressSteps(order).map((step, index) => (
          <Step key={step.key} completed={progress > index} role="listitem">
            {step.key === 'paid' ? (
              <StepLabel>{step.label}</StepLabel>
            ) : (
              <StepButton
                // The step's number or tick is decoration; the name is the step. A step is an
                // action here, not a tab (MUI's default roles for a non-linear stepper).
                aria-label={step.label}
                role="button"
                // MUI gives each step a tab's place in a set and its selection; a button has neither.
                aria-posinset={undefined}
                aria-setsize={undefined}
                aria-selected={undefined}
                onClick={() => tap(step.key)}
                disabled={change.isPending || order.status === 'cancelled'}
                sx={{ minHeight: 48 }}
              >
                {step.label}
              </StepButton>
            )}
          </Step>
        ))}
      </Stepper>
      <ConfirmDialog
        isOpen={pending !== null}
        title={`Order #${order.orderNumber}`}
        confirmLabel="Check off"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending !== null) run(pending);
          setPending(null);
        }}
      >
        <Typography>{UNREADY_ITEMS_CONFIRMATION}</Typography>
      </ConfirmDialog>
    </>
  );
};
