import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatPence, type Pence } from '@opentill/contract/money';
import type { CheckoutStep } from '@/features/till/checkout/state/checkout-methods';

export type CheckoutTab = {
  value: Exclude<CheckoutStep, 'receipt'>;
  label: string;
  isEnabled: boolean;
};

export type CheckoutHeaderProps = {
  titleId: string;
  step: CheckoutStep;
  totalPence: Pence;
  tabs: readonly CheckoutTab[];
  /** A card payment in flight cannot be walked away from. */
  canClose: boolean;
  onClose: () => void;
  onStepChange: (step: CheckoutStep) => void;
};

/** The title with the total always in view, Close, and the Method · Details · Payment tabs. */
export const CheckoutHeader = ({
  titleId,
  step,
  totalPence,
  tabs,
  canClose,
  onClose,
  onStepChange,
}: CheckoutHeaderProps) => (
  <>
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, sm: 3 },
        pt: 1.5,
        pb: step === 'receipt' ? 1.5 : 0,
      }}
    >
      <Typography id={titleId} component="h2" variant="h2" sx={{ flex: 1 }}>
        {step === 'receipt' ? 'Receipt' : 'Checkout'}
      </Typography>
      <Typography
        aria-label="Order total"
        sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatPence(totalPence)}
      </Typography>
      <IconButton aria-label="Close checkout" onClick={onClose} disabled={!canClose}>
        <CloseIcon />
      </IconButton>
    </Box>
    {step !== 'receipt' && (
      <Tabs
        value={step}
        onChange={(_, next: CheckoutStep) => onStepChange(next)}
        variant="fullWidth"
        aria-label="Checkout steps"
        sx={{ borderBottom: '1px solid #dde5e4', px: { xs: 0, sm: 2 } }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            disabled={!tab.isEnabled && step !== tab.value}
            sx={{ minHeight: 56, fontSize: '1rem' }}
          />
        ))}
      </Tabs>
    )}
  </>
);
