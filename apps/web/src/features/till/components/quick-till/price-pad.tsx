import { useEffect } from 'react';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatPence } from '@opentill/contract/money';

/** Up to £99,999.99, the contract's price ceiling. */
export const MAX_PRICE_DIGITS = 7;
const KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '00', '0'] as const;

/** Entry is in pence and shown as pounds (spec 001 §2.8): 2, 5, 0 reads £2.50. */
export const appendDigits = (digits: string, typed: string): string =>
  `${digits}${typed}`.replace(/^0+/, '').slice(0, MAX_PRICE_DIGITS);

export const digitsToPence = (digits: string): number => (digits === '' ? 0 : Number(digits));

/** A price in pence as the pad's digits: 450 is '450', nothing is ''. */
export const penceToDigits = (pence: number): string => (pence > 0 ? String(pence) : '');

/**
 * What a key typed on a hardware keyboard does to the digits: a digit is appended,
 * Backspace takes the last one off, Delete clears; null for any other key.
 */
export const digitsAfterKey = (digits: string, key: string): string | null => {
  if (/^\d$/.test(key)) return appendDigits(digits, key);
  if (key === 'Backspace') return digits.slice(0, -1);
  if (key === 'Delete') return '';
  return null;
};

export type PricePadProps = {
  digits: string;
  onChange: (digits: string) => void;
  /**
   * Typing anywhere on the page goes to the pad while no dialog is open. A pad inside a
   * dialog leaves this off and feeds the dialog's own keys through digitsAfterKey.
   */
  isKeyboardEnabled: boolean;
};

const padButton = { minHeight: { xs: 56, sm: 64 }, fontSize: '1.5rem', fontWeight: 700 } as const;

/** The quick till's price display and numeric pad: 0–9, 00, delete and clear. */
export const PricePad = ({ digits, onChange, isKeyboardEnabled }: PricePadProps) => {
  useEffect(() => {
    if (!isKeyboardEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      // Escape clears here; in a dialog it closes the dialog.
      const next = event.key === 'Escape' ? '' : digitsAfterKey(digits, event.key);
      if (next === null) return;
      onChange(next);
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [digits, onChange, isKeyboardEnabled]);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
        <Box
          role="status"
          aria-label="Price"
          sx={{
            flex: 1,
            px: 2,
            py: 1,
            borderRadius: 3,
            bgcolor: '#0b2f2c',
            color: '#e8fffb',
            fontSize: { xs: '2rem', sm: '2.5rem' },
            fontWeight: 700,
            textAlign: 'right',
            fontVariantNumeric: 'tabular-nums',
            lineHeight: 1.3,
          }}
        >
          {formatPence(digitsToPence(digits))}
        </Box>
        <Button variant="outlined" color="error" onClick={() => onChange('')} sx={{ minWidth: 88 }}>
          Clear
        </Button>
      </Box>
      <Box
        role="group"
        aria-label="Price keypad"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
      >
        {KEYS.map((key) => (
          <Button
            key={key}
            variant="outlined"
            sx={padButton}
            onClick={() => onChange(appendDigits(digits, key))}
          >
            {key}
          </Button>
        ))}
        <Button
          variant="outlined"
          aria-label="Delete last digit"
          sx={padButton}
          onClick={() => onChange(digits.slice(0, -1))}
        >
          <BackspaceOutlinedIcon />
        </Button>
      </Box>
    </Box>
  );
};
