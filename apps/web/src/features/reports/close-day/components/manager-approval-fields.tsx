import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useApprovingManagers } from '@/features/reports/close-day/api/get-approving-managers';

export type ManagerApprovalFieldsProps = {
  managerId: string;
  pin: string;
  errors: { managerId?: string; pin?: string };
  onManagerChange: (managerId: string) => void;
  onPinChange: (pin: string) => void;
};

/**
 * The manager who approves closing the day, and their PIN, as for a drawer's variance.
 * Shown only once the server asks, so most closes never load the managers.
 */
export const ManagerApprovalFields = ({
  managerId,
  pin,
  errors,
  onManagerChange,
  onPinChange,
}: ManagerApprovalFieldsProps) => {
  const managers = useApprovingManagers();
  const hasNoManagers = managers.data !== undefined && managers.data.length === 0;
  const managerHelp = hasNoManagers
    ? 'No cashier is a manager yet: make one in the cashier’s edit dialog.'
    : managers.isError
      ? 'The managers could not be loaded.'
      : ' ';
  return (
    <Box role="group" aria-label="Manager approval" sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label="Manager"
        value={managerId}
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
        onChange={(event) => onPinChange(event.target.value)}
        autoComplete="off"
        error={errors.pin !== undefined}
        helperText={errors.pin ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
      />
    </Box>
  );
};
