import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Pence } from '@opentill/contract/money';
import { PayPartButton } from '@/features/till/checkout/split/pay-part-button';
import {
  ENTER_PART,
  readPartAmount,
  type SplitPart,
} from '@/features/till/checkout/split/split-plan';

export type SplitByAmountProps = {
  duePence: Pence;
  onChoose: (part: SplitPart) => void;
};

/** By amount: what this customer pays, typed; never more than is still to pay. */
export const SplitByAmount = ({ duePence, onChoose }: SplitByAmountProps) => {
  const [text, setText] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const reading = readPartAmount(text, duePence);
  // Said as soon as a typed amount is wrong; a half-typed one only once it is submitted.
  const showsError = !reading.isValid && (isSubmitted || reading.error !== ENTER_PART);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (reading.isValid)
      onChoose({ amountPence: reading.amountPence, lineIds: [], equalIndex: null });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Part by amount"
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label="Amount of this part"
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        error={showsError}
        helperText={showsError && !reading.isValid ? reading.error : ' '}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
        }}
      />
      <PayPartButton amountPence={reading.isValid ? reading.amountPence : null} isSubmit />
    </Box>
  );
};
