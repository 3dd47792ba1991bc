import { useId, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';

/** Said under an empty PIN: "not right" would blame a PIN nobody has typed yet. */
export const MANAGER_PIN_REQUIRED = 'Enter the manager’s PIN.';

const NO_MANAGERS = 'No cashier is a manager yet: make one in the cashier’s edit dialog.';
const MANAGERS_NOT_LOADED = 'The managers could not be loaded.';
/** The approval's own limit (approvalInputSchema). */
const MAX_PIN_DIGITS = 32;

/** A manager as the approval lists them: no PIN, just the name. */
export type ApprovingManagerOption = { id: string; username: string };

export type ManagerApprovalFieldsProps = {
  managers: UseQueryResult<readonly ApprovingManagerOption[]>;
  managerId: string;
  pin: string;
  errors: { managerId?: string; pin?: string };
  onManagerChange: (managerId: string) => void;
  /** Given the PIN as digits only, at most `maxPinDigits` of them. */
  onPinChange: (pin: string) => void;
  /**
   * Why a manager is asked, in the server's words where it has said them: shown above
   * the fields, which then stand together as the "Manager approval" group. Left out
   * where the dialog around them already says it.
   */
  reason?: string;
  /** "Manager's PIN" beside another PIN field (a refund's), so neither is typed in the other. */
  pinLabel?: string;
  /** Where focus goes back after a wrong PIN, so it is typed again at once. */
  pinRef?: Ref<HTMLInputElement>;
  /** Focus the list (or the PIN, once a manager is chosen) when the fields appear. */
  isFocusedOnShow?: boolean;
  /**
   * `list`: a drop-down and a PIN typed on the keyboard, for a form. `pad`: a button per
   * manager and a large PIN field whose keyboard is the till's pad, placed below by the caller.
   */
  layout?: 'list' | 'pad';
  maxPinDigits?: number;
};

const digitsOf = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

type ManagerChoiceProps = Pick<
  ManagerApprovalFieldsProps,
  'managers' | 'managerId' | 'errors' | 'onManagerChange' | 'isFocusedOnShow'
>;

/** A drop-down of the managers, its problems said under it. */
const ManagerList = ({
  managers,
  managerId,
  errors,
  onManagerChange,
  isFocusedOnShow = false,
}: ManagerChoiceProps) => {
  const hasNoManagers = managers.data !== undefined && managers.data.length === 0;
  const help = hasNoManagers ? NO_MANAGERS : managers.isError ? MANAGERS_NOT_LOADED : ' ';
  return (
    <TextField
      select
      label="Manager"
      value={managerId}
      autoFocus={isFocusedOnShow && managerId === ''}
      onChange={(event) => onManagerChange(event.target.value)}
      error={errors.managerId !== undefined}
      helperText={errors.managerId ?? help}
    >
      {(managers.data ?? []).map((manager) => (
        <MenuItem key={manager.id} value={manager.id}>
          {manager.username}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** A button per manager, big enough for a finger; its problems said in their place. */
const ManagerButtons = ({ managers, managerId, errors, onManagerChange }: ManagerChoiceProps) => {
  const labelId = useId();
  if (managers.isPending) return <Skeleton variant="rounded" height={48} />;
  if (managers.isError) return <Alert severity="error">{MANAGERS_NOT_LOADED}</Alert>;
  if (managers.data.length === 0) return <Alert severity="warning">{NO_MANAGERS}</Alert>;
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 0.5 }}>
        Manager
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-labelledby={labelId}
        value={managerId}
        onChange={(_, id: string | null) => id !== null && onManagerChange(id)}
        sx={{ flexWrap: 'wrap' }}
      >
        {managers.data.map((manager) => (
          <ToggleButton key={manager.id} value={manager.id} sx={{ minHeight: 48, minWidth: 96 }}>
            {manager.username}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {errors.managerId !== undefined && <FormHelperText error>{errors.managerId}</FormHelperText>}
    </Box>
  );
};

/**
 * The manager who approves and their own PIN (issue 16): a refund, a No sale, a cash-up's
 * variance, or a discount, comp or price change at the till. The server checks the PIN.
 */
export const ManagerApprovalFields = (props: ManagerApprovalFieldsProps) => {
  const {
    pin,
    managerId,
    errors,
    onPinChange,
    reason,
    pinLabel = 'Manager PIN',
    pinRef,
    isFocusedOnShow = false,
    layout = 'list',
    maxPinDigits = MAX_PIN_DIGITS,
  } = props;
  const isPad = layout === 'pad';
  const fields = (
    <>
      {isPad ? <ManagerButtons {...props} /> : <ManagerList {...props} />}
      <TextField
        label={pinLabel}
        type="password"
        value={pin}
        inputRef={pinRef}
        // On the pad the list is a row of buttons, chosen in one tap: the PIN comes first.
        autoFocus={isFocusedOnShow && (isPad || managerId !== '')}
        autoComplete="off"
        onChange={(event) => onPinChange(digitsOf(event.target.value, maxPinDigits))}
        error={errors.pin !== undefined}
        helperText={errors.pin ?? ' '}
        slotProps={{
          htmlInput: isPad
            ? {
                // The pad below is the keyboard on a touch screen.
                inputMode: 'none',
                style: { textAlign: 'center', fontSize: '1.75rem', letterSpacing: '0.5em' },
              }
            : { inputMode: 'numeric', style: { letterSpacing: '0.3em' } },
        }}
      />
    </>
  );
  if (reason === undefined) return fields;
  return (
    <Box role="group" aria-label="Manager approval" sx={{ display: 'grid', gap: 2 }}>
      {/* A status, not an alert: it asks for the manager, nothing went wrong. */}
      <Alert severity="info" role="status">
        <AlertTitle>Manager approval</AlertTitle>
        {reason}
      </Alert>
      {fields}
    </Box>
  );
};
