import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { drawerMessages } from '@opentill/contract/drawer/drawer-messages';
import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { useApprovingManagers } from '@/features/orders/api/get-approving-managers';
import { prepareRefund, type RefundApproval } from '@/features/orders/api/prepare-refund';
import { readRefundCheckError } from '@/features/orders/refund/refund-errors';
import { useRefundApprovalUpFront } from '@/features/orders/refund/use-refund-approval-up-front';
import { MANAGER_PIN_REQUIRED, ManagerApprovalFields } from '@/ui/manager-approval-fields';

export type RefundPinStepProps = {
  orderId: string;
  onPrepared: (prepared: PrepareRefundResponse) => void;
};

type ManagerErrors = { managerId?: string; managerPin?: string };

/**
 * Step one: the refund PIN, checked by preparing the refund (000 §4). Where the merchant's
 * refunds need a manager (issue 16) the manager and their PIN go with it: shown at once
 * when the session says so, else once the server asks; the server decides either way.
 */
export const RefundPinStep = ({ orderId, onPrepared }: RefundPinStepProps) => {
  const upFrontReason = useRefundApprovalUpFront();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [askedReason, setAskedReason] = useState<string | null>(null);
  const [pickedManagerId, setPickedManagerId] = useState('');
  const [managerPin, setManagerPin] = useState('');
  const [managerErrors, setManagerErrors] = useState<ManagerErrors>({});
  const managerPinRef = useRef<HTMLInputElement>(null);

  const reason = askedReason ?? upFrontReason;
  const isAskingManager = reason !== null;
  const managers = useApprovingManagers(isAskingManager);
  // One manager on the books is the one who approves: one tap fewer.
  const onlyManager = managers.data?.length === 1 ? managers.data[0]?.id : undefined;
  const managerId = pickedManagerId === '' ? (onlyManager ?? '') : pickedManagerId;

  const check = useMutation({
    mutationFn: ({ typed, approval }: { typed: string; approval?: RefundApproval }) =>
      prepareRefund(orderId, typed, approval),
    onSuccess: onPrepared,
    onError: (failure) => {
      const read = readRefundCheckError(failure);
      setManagerPin('');
      if (read.kind === 'needsApproval') {
        // The refund PIN was right: it is kept, so only the manager has to type.
        setAskedReason(read.reason);
        return;
      }
      if (read.kind === 'manager') {
        setManagerErrors(read);
        managerPinRef.current?.focus();
        return;
      }
      // The refund PIN itself was refused, or nothing answered: start again from it.
      setPin('');
      setError(read.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pin === '' || check.isPending) return;
    setError(null);
    if (!isAskingManager) {
      check.mutate({ typed: pin });
      return;
    }
    const missing: ManagerErrors = {
      ...(managerId === '' ? { managerId: drawerMessages.managerRequired } : {}),
      ...(managerPin === '' ? { managerPin: MANAGER_PIN_REQUIRED } : {}),
    };
    setManagerErrors(missing);
    if (managerId !== '' && managerPin !== '')
      check.mutate({ typed: pin, approval: { managerId, managerPin } });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      {error !== null && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Refund PIN"
        type="password"
        value={pin}
        autoFocus
        autoComplete="off"
        onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 16))}
        slotProps={{ htmlInput: { inputMode: 'numeric', style: { letterSpacing: '0.3em' } } }}
      />
      {isAskingManager && (
        // "Manager's PIN": the manager never types it into the refund PIN above, nor the
        // cashier the refund PIN here.
        <ManagerApprovalFields
          reason={reason}
          managers={managers}
          managerId={managerId}
          pin={managerPin}
          pinLabel="Manager's PIN"
          errors={{ managerId: managerErrors.managerId, pin: managerErrors.managerPin }}
          pinRef={managerPinRef}
          isFocusedOnShow={askedReason !== null}
          onManagerChange={(id) => {
            setPickedManagerId(id);
            setManagerErrors((shown) => ({ ...shown, managerId: undefined }));
          }}
          onPinChange={setManagerPin}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={check.isPending}
        disabled={pin === ''}
        sx={{ minHeight: 56 }}
      >
        {isAskingManager ? 'Approve and continue' : 'Continue'}
      </Button>
    </Box>
  );
};
