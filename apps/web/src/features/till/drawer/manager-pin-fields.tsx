import type { Ref } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DrawerManager } from '@/features/till/drawer/drawer-api';

/** Said under an empty PIN: "not right" would blame a PIN nobody has typed yet. */
export const MANAGER_PIN_REQUIRED = 'Enter the manager’s PIN.';

export type ManagerPinFieldsProps = {
  managers: UseQueryResult<DrawerManager[]>;
  managerId: string;
  pin: string;
  errors: { managerId?: string; pin?: string };
  onManagerChange: (managerId: string) => void;
  onPinChange: (pin: string) => void;
  /** Where focus goes back after a wrong PIN, so it is typed again at once. */
  pinRef?: Ref<HTMLInputElement>;
  /** Focus the list (or the PIN, once a manager is chosen) when the fields appear. */
  isFocusedOnShow?: boolean;
};

/** The manager who approves and their own PIN: a cash-up's variance, or a No sale (issue 16). */
export const ManagerPinFields = ({
  managers,
  managerId,
  pin,
  errors,
  onManagerChange,
  onPinChange,
  pinRef,
  isFocusedOnShow = false,
}: ManagerPinFieldsProps) => {
  const hasNoManagers = managers.data !== undefined && managers.data.length === 0;
  const managerHelp = hasNoManagers
    ? 'No cashier is a manager yet: make one in the cashier’s edit dialog.'
    : managers.isError
      ? 'The managers could not be loaded.'
      : ' ';
  return (
    <>
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
        label="Manager PIN"
        type="password"
        value={pin}
        inputRef={pinRef}
        autoFocus={isFocusedOnShow && managerId !== ''}
        onChange={(event) => onPinChange(event.target.value)}
        autoComplete="off"
        error={errors.pin !== undefined}
        helperText={errors.pin ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
      />
    </>
  );
};
