import type { PointerEvent } from 'react';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const padButton = { minHeight: 56, px: 1, fontSize: '1.5rem', fontWeight: 700 } as const;

export type PinKeypadProps = {
  onDigit: (digit: string) => void;
  onDelete: () => void;
  /** The pad's OK is the form's submit. */
  submitLabel: string;
  isBusy: boolean;
  isSubmitDisabled: boolean;
};

// Pad buttons keep the focus in the PIN field, so typing on a keyboard keeps working.
const keepFocus = (event: PointerEvent) => event.preventDefault();

/** The till's numeric pad (as the cashier log-in's): digits, delete, and OK. */
export const PinKeypad = ({
  onDigit,
  onDelete,
  submitLabel,
  isBusy,
  isSubmitDisabled,
}: PinKeypadProps) => (
  <Box
    role="group"
    aria-label="PIN keypad"
    sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
  >
    {DIGITS.map((digit) => (
      <Button
        key={digit}
        variant="outlined"
        sx={padButton}
        onPointerDown={keepFocus}
        onClick={() => onDigit(digit)}
      >
        {digit}
      </Button>
    ))}
    <Button
      variant="outlined"
      aria-label="Delete last digit"
      sx={padButton}
      onPointerDown={keepFocus}
      onClick={onDelete}
    >
      <BackspaceOutlinedIcon />
    </Button>
    <Button
      variant="outlined"
      sx={padButton}
      onPointerDown={keepFocus}
      onClick={() => onDigit('0')}
    >
      0
    </Button>
    <Button
      type="submit"
      variant="contained"
      sx={{ ...padButton, fontSize: '1rem' }}
      loading={isBusy}
      disabled={isSubmitDisabled}
    >
      {submitLabel}
    </Button>
  </Box>
);
