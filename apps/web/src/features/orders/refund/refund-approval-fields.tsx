import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApprovingManager } from '@/features/orders/api/get-approving-managers';

export type RefundApprovalFieldsProps = {
  /** Why a manager is asked, in the server's words where it has said them. */
  reason: string;
  managers: UseQueryResult<ApprovingManager[]>;
  managerId: string;
  managerPin: string;
  errors: { managerId?: string; managerPin?: string };
  /** Where focus goes when the fields appear, and back after a wrong PIN. */
  managerPinRef: Ref<HTMLInputElement>;
  /** Focus the manager list on appearing, when no manager is chosen yet. */
  isFocusedOnShow: boolean;
  onManagerChange: (managerId: string) => void;
  onManagerPinChange: (pin: string) => void;
};

/**
 * The manager who lets a refund through, and their own PIN (issue 16). Worded as the
 * drawer's approval, and labelled "Manager's PIN" so the manager never types it into
 * the refund PIN above, nor the cashier the refund PIN here.
 */
export const RefundApprovalFields = ({
  reason,
  managers,
  managerId,
  managerPin,
  errors,
  managerPinRef,
  isFocusedOnShow,
  onManagerChange,
  onManagerPinChange,
}: RefundApprovalFieldsProps) => {
  const hasNoManagers = managers.data !== undefined && managers.data.length === 0;
  const managerHelp = hasNoManagers
    ? 'No cashier is a manager yet: make one in the cashier’s edit dialog.'
    : managers.isError
      ? 'The managers could not be loaded.'
      : ' ';
  return (
    <Box role="group" aria-label="Manager approval" sx={{ display: 'grid', gap: 2 }}>
      {/* A status, not an alert: it asks for the manager, nothing went wrong. */}
      <Alert severity="info" role="status">
        <AlertTitle>Manager approval</AlertTitle>
        {reason}
      </Alert>
      <TextField
        select
        label="Manager"
        value={managerId}
        autoFocus={isFocusedOnShow && managerId === ''}
        onChange={(event) => onManagerChange(event.target.value)}
        error={errors.managerId !== undefined}
        helperText={errors.managerId ?? managerHelp}
      >
        {(managers.data ?? []).map((manager) => (
          <MenuItem key={manager.id} value={manager.id}>
            {manager.username}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Manager's PIN"
        type="password"
        value={managerPin}
        inputRef={managerPinRef}
        autoFocus={isFocusedOnShow && managerId !== ''}
        autoComplete="off"
        onChange={(event) => onManagerPinChange(event.target.value.replace(/\D/g, '').slice(0, 32))}
        error={errors.managerPin !== undefined}
        helperText={errors.managerPin ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', style: { letterSpacing: '0.3em' } } }}
      />
    </Box>
  );
};
