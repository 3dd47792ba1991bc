import Button from '@mui/material/Button';
import { formatPence, type Pence } from '@opentill/contract/money';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';

export type PayPartButtonProps = {
  /** The part it takes to Cash or Card; null while there is none yet (nothing typed). */
  amountPence: Pence | null;
  /** A form's submit button, so a typed part can be checked and said wrong in words. */
  isSubmit?: boolean;
  onClick?: () => void;
};

/** Pay this part: on to Cash or Card for the part chosen. */
export const PayPartButton = ({ amountPence, isSubmit = false, onClick }: PayPartButtonProps) => (
  <Button
    type={isSubmit ? 'submit' : 'button'}
    variant="contained"
    size="large"
    disabled={!isSubmit && (amountPence === null || amountPence === 0)}
    onClick={onClick}
    sx={{ minHeight: 64, fontSize: '1.125rem' }}
  >
    {amountPence === null || amountPence === 0
      ? sb.payThisPart
      : `${sb.payThisPart} · ${formatPence(amountPence)}`}
  </Button>
);
