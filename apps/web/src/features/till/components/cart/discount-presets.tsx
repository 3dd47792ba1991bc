import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatPence } from '@opentill/contract/money';
import type { DiscountPreset } from '@opentill/contract/settings/discount-settings.schemas';
import { COMP, presetDiscount, type CartDiscount } from '@/features/till/cart/cart-discount';

export type DiscountPresetsProps = {
  presets: readonly DiscountPreset[];
  labelledBy: string;
  /** A tap gives the discount at once. */
  onChoose: (discount: CartDiscount) => void;
};

const offText = (preset: DiscountPreset): string =>
  preset.percentOff === null
    ? `${formatPence(preset.amount ?? 0)} off`
    : `${Number(preset.percentOff.toFixed(2))}% off`;

const isComp = (preset: DiscountPreset) =>
  preset.percentOff === 100 && preset.reasonCode === 'comp';

const buttonSx = {
  minHeight: 64,
  flexDirection: 'column',
  lineHeight: 1.2,
  textTransform: 'none',
  overflowWrap: 'anywhere',
} as const;

/** The merchant's presets and On the house: the common discounts, one tap each (issue 16). */
export const DiscountPresets = ({ presets, labelledBy, onChoose }: DiscountPresetsProps) => (
  <Box
    role="group"
    aria-labelledby={labelledBy}
    sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
  >
    {presets.map((preset, index) => (
      <Button
        key={`${preset.label}-${index}`}
        variant="outlined"
        size="large"
        onClick={() => onChoose(presetDiscount(preset))}
        sx={buttonSx}
      >
        <Box component="span" sx={{ fontWeight: 700 }}>
          {preset.label}
        </Box>{' '}
        <Box component="span" sx={{ typography: 'body2' }}>
          {offText(preset)}
        </Box>
      </Button>
    ))}
    {!presets.some(isComp) && (
      <Button variant="outlined" size="large" onClick={() => onChoose(COMP)} sx={buttonSx}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          On the house
        </Box>{' '}
        <Box component="span" sx={{ typography: 'body2' }}>
          100% off
        </Box>
      </Button>
    )}
  </Box>
);
