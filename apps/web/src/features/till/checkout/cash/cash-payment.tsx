import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { formatPence, type Pence } from '@opentill/contract/money';
import { MAX_TIP_PENCE, splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import { readCashTendered } from '@/features/till/checkout/cash/cash-tendered';
import { tenderAmountsPence } from '@/features/till/checkout/cash/tender-amounts';

export type CashPaymentProps = {
  totalPence: Pence;
  isPaying: boolean;
  /** The customer may leave the change as a tip (issue 16); not on a sale only the till has. */
  canTip?: boolean;
  /**
   * Records the cash; `isOneTap` when a tender button took it (the sale then ends by
   * itself, issue 13) rather than a typed amount and Take cash. `tipPence` is change kept.
   */
  onPay: (tenderedPence: Pence, isOneTap: boolean, tipPence: Pence) => void;
};

const poundsText = (pence: Pence) => (pence / 100).toFixed(2);

/**
 * Cash in one tap: Exact or the next note above the total records the sale at once.
 * An amount can still be typed, with the change due shown as it is typed, then Take cash.
 */
export const CashPayment = ({ totalPence, isPaying, canTip = false, onPay }: CashPaymentProps) => {
  const changeId = useId();
  const [text, setText] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isChangeKept, setIsChangeKept] = useState(false);
  const reading = readCashTendered(text, totalPence);
  const showsError = !reading.isValid && (isSubmitted || reading.tenderedPence !== null);
  const changePence = reading.isValid ? reading.changePence : 0;
  // Offered once there is change to keep, and no more than a tip may be.
  const offersTip = canTip && changePence > 0 && changePence <= MAX_TIP_PENCE;
  const tipPence = offersTip && isChangeKept ? changePence : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (reading.isValid) onPay(reading.tenderedPence, false, tipPence);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Cash payment"
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label="Amount tendered"
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        error={showsError}
        helperText={showsError && !reading.isValid ? reading.error : ' '}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          htmlInput: { 'aria-describedby': changeId },
        }}
      />
      <Box
        role="group"
        aria-label="Quick amounts"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}
      >
        {[totalPence, ...tenderAmountsPence(totalPence)].map((pence, index) => (
          <Button
            key={pence}
            variant={index === 0 ? 'contained' : 'outlined'}
            size="large"
            disabled={isPaying}
            onClick={() => {
              setText(poundsText(pence));
              onPay(pence, true, 0);
            }}
            sx={{ minHeight: 64, fontSize: '1.25rem', fontWeight: 700 }}
          >
            {index === 0 ? 'Exact' : formatPence(pence).replace('.00', '')}
          </Button>
        ))}
      </Box>
      <Box
        id={changeId}
        role="status"
        aria-label="Change due"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          p: 2,
          borderRadius: 2,
          bgcolor: 'rgba(15, 92, 87, 0.08)',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>Change due</Typography>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
          {reading.isValid ? formatPence(changePence - tipPence) : '—'}
        </Typography>
      </Box>
      {offersTip && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={isChangeKept}
                onChange={(event) => setIsChangeKept(event.target.checked)}
              />
            }
            label={sb.keepChangeAsTip}
            sx={{ minHeight: 48 }}
          />
          {tipPence > 0 && (
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {sb.tip} {formatPence(tipPence)}
            </Typography>
          )}
        </Box>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={isPaying}
        sx={{ minHeight: 56, fontSize: '1.125rem' }}
      >
        Take cash
      </Button>
    </Box>
  );
};
