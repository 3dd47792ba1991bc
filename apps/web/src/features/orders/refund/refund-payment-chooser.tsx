import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { choiceLabel, type RefundPaymentChoice } from '@/features/orders/refund/refund-payments';

export type RefundPaymentChooserProps = {
  choices: readonly RefundPaymentChoice[];
  chosenId: string | null;
  /** While a refund is under way its payment cannot change. */
  isLocked: boolean;
  onChoose: (paymentId: string) => void;
};

/**
 * Which payment of a split bill to refund (issue 16): each is refunded on its own, in its
 * own tender and never past what it paid. Only shown when the order has more than one.
 */
export const RefundPaymentChooser = ({
  choices,
  chosenId,
  isLocked,
  onChoose,
}: RefundPaymentChooserProps) => {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={isLocked}>
      <FormLabel id={labelId} component="legend">
        Payment to refund
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={chosenId ?? ''}
        onChange={(event) => onChoose(event.target.value)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            value={choice.id}
            control={<Radio />}
            label={choiceLabel(choice)}
            sx={{ minHeight: 48 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
