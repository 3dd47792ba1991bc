import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  DISCOUNT_REASONS,
  DISCOUNT_REASON_LABELS,
} from '@opentill/contract/orders/discount-reasons';
import type { DiscountSettings } from '@opentill/contract/settings/discount-settings.schemas';
import type {
  DiscountKind,
  DiscountSettingsFormInput,
} from '@/features/settings/components/discounts/discount-settings-form';
import { FormTextField } from '@/ui/form-text-field';

export type DiscountFormControl = Control<DiscountSettingsFormInput, unknown, DiscountSettings>;

export type DiscountPresetRowProps = {
  control: DiscountFormControl;
  index: number;
  onRemove: () => void;
};

const KindToggle = ({ control, index }: { control: DiscountFormControl; index: number }) => {
  const { field } = useController({ control, name: `presets.${index}.kind` });
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      aria-label="Discount by"
      value={field.value}
      onChange={(_, kind: DiscountKind | null) => {
        if (kind !== null) field.onChange(kind);
      }}
      sx={{ gridArea: 'kind', '& .MuiToggleButton-root': { height: 56, px: 2 } }}
    >
      <ToggleButton value="percent">Percent</ToggleButton>
      <ToggleButton value="amount">Amount</ToggleButton>
    </ToggleButtonGroup>
  );
};

/**
 * Three lines in a narrow list, two in a middling one, one in a wide one. The list's own
 * width decides (a container query), since the settings menu beside it takes a varying share.
 */
const rowSx = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) 48px',
  gridTemplateAreas: '"name name remove" "kind value value" "reason reason reason"',
  '@container (min-width: 560px)': {
    gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr) 48px',
    gridTemplateAreas: '"name name reason remove" "kind value . ."',
  },
  '@container (min-width: 760px)': {
    gridTemplateColumns: 'minmax(120px, 1fr) auto 120px 180px 48px',
    gridTemplateAreas: '"name kind value reason remove"',
  },
  alignItems: 'start',
  gap: 1.5,
  py: 2,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** One preset: its name, a percentage or an amount off, and the reason the till records. */
export const DiscountPresetRow = ({ control, index, onRemove }: DiscountPresetRowProps) => {
  const [label, kind] = useWatch({
    control,
    name: [`presets.${index}.label`, `presets.${index}.kind`],
  });
  const name = label.trim() === '' ? `preset discount ${index + 1}` : label.trim();
  return (
    <Box role="group" aria-label={name} sx={rowSx}>
      <FormTextField
        control={control}
        name={`presets.${index}.label`}
        label="Name"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 40 } }}
        sx={{ gridArea: 'name' }}
      />
      <KindToggle control={control} index={index} />
      {/* Keyed by kind: each of the two amounts keeps its own text and its own messages. */}
      <FormTextField
        key={kind}
        control={control}
        name={kind === 'percent' ? `presets.${index}.percentOff` : `presets.${index}.amount`}
        label={kind === 'percent' ? 'Percent off' : 'Amount off (£)'}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ gridArea: 'value' }}
      />
      <FormTextField
        control={control}
        name={`presets.${index}.reasonCode`}
        label="Reason"
        select
        sx={{ gridArea: 'reason' }}
      >
        {DISCOUNT_REASONS.map((reason) => (
          <MenuItem key={reason} value={reason} sx={{ minHeight: 48 }}>
            {DISCOUNT_REASON_LABELS[reason]}
          </MenuItem>
        ))}
      </FormTextField>
      <IconButton
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        sx={{ gridArea: 'remove', width: 48, height: 48, mt: 0.5 }}
      >
        <DeleteOutlinedIcon />
      </IconButton>
    </Box>
  );
};
