import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatPence, parsePounds, type Pence } from '@opentill/contract/money';
import {
  MAX_TIP_PENCE,
  TIP_PERCENTS,
  splitBillMessages as sb,
  tipFor,
} from '@opentill/contract/orders/split-bill';

export type CardTipPickerProps = {
  /** What the tip is a percentage of: the part being paid, or all that is due. */
  basePence: Pence;
  /** The tip already chosen: the picker comes back showing it (after a declined SALE, say). */
  tipPence: Pence | null;
  /** The tip chosen; null while a typed tip is not a valid amount (nothing may be sent). */
  onTipChange: (tipPence: Pence | null) => void;
};

type Choice = (typeof TIP_PERCENTS)[number] | 'other' | null;

/** A typed tip, or null when it is not an amount a tip may be. */
const readTip = (text: string): Pence | null => {
  const pence = parsePounds(text);
  return pence !== null && pence <= MAX_TIP_PENCE ? pence : null;
};

const choiceSx = { minHeight: 56, fontSize: '1.0625rem' } as const;

/**
 * Add a tip to a card payment (issue 16). Folded away behind one button, so a sale with
 * no tip takes no extra tap; opened, the presets show what each percentage comes to.
 */
export const CardTipPicker = ({ basePence, tipPence: chosen, onTipChange }: CardTipPickerProps) => {
  const [isOpen, setIsOpen] = useState(chosen !== 0);
  const [choice, setChoice] = useState<Choice>(() => {
    if (chosen === 0) return null;
    return TIP_PERCENTS.find((percent) => tipFor(basePence, percent) === chosen) ?? 'other';
  });
  const [text, setText] = useState(() =>
    chosen === null || chosen === 0 ? '' : (chosen / 100).toFixed(2),
  );
  if (!isOpen)
    return (
      <Button
        size="large"
        onClick={() => setIsOpen(true)}
        sx={{ minHeight: 48, justifySelf: 'start' }}
      >
        {sb.addTip}
      </Button>
    );
  const typedTip = readTip(text);
  const showsError = choice === 'other' && text.trim() !== '' && typedTip === null;
  const choose = (next: Choice, tipPence: Pence | null) => {
    setChoice(next);
    onTipChange(tipPence);
  };
  return (
    <Box role="group" aria-label={sb.tip} sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          // Three across from tablet width: five squeezed a preset onto two lines ('12.5% ·'
          // over '£0.35') in a tablet's and a desktop's checkout.
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {TIP_PERCENTS.map((percent) => {
          const tipPence = tipFor(basePence, percent);
          return (
            <Button
              key={percent}
              variant={choice === percent ? 'contained' : 'outlined'}
              aria-pressed={choice === percent}
              onClick={() => choose(percent, tipPence)}
              sx={choiceSx}
            >
              {percent}% · {formatPence(tipPence)}
            </Button>
          );
        })}
        <Button
          variant={choice === 'other' ? 'contained' : 'outlined'}
          aria-pressed={choice === 'other'}
          onClick={() => choose('other', typedTip)}
          sx={choiceSx}
        >
          {sb.customTip}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            setText('');
            setIsOpen(false);
            choose(null, 0);
          }}
          sx={choiceSx}
        >
          {sb.noTip}
        </Button>
      </Box>
      {choice === 'other' && (
        <TextField
          label="Tip amount"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onTipChange(readTip(event.target.value));
          }}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          error={showsError}
          helperText={showsError ? sb.tipRange : ' '}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          }}
        />
      )}
    </Box>
  );
};
