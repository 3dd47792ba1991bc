import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import type {
  OrderingFormInput,
  OrderingFormOutput,
} from '@opentill/contract/settings/ordering-settings.schemas';
import { FormTextField } from '@/ui/form-text-field';

export type SlotSettingsFieldsProps = {
  control: Control<OrderingFormInput, unknown, OrderingFormOutput>;
  name: 'homeDeliverySlots' | 'clickAndCollectSlots';
  title: string;
  /** Shown when the method has no saved slot settings yet. */
  isUnsaved: boolean;
};

const NUMBER_FIELDS = [
  { key: 'daysAhead', label: 'Days ahead', unit: 'days', hint: 'Today counts as the first.' },
  { key: 'slotMinutes', label: 'Slot length', unit: 'min', hint: 'e.g. 30 for 12:00, 12:30…' },
  {
    key: 'capacityPerSlot',
    label: 'Orders per slot',
    unit: 'orders',
    hint: 'A full slot is not offered.',
  },
  {
    key: 'leadTimeMinutes',
    label: 'Lead time',
    unit: 'min',
    hint: 'The first slot starts at least this long after now.',
  },
] as const;

/** One method's booking slots (slot_config): days ahead, length, capacity, lead time. */
export const SlotSettingsFields = ({
  control,
  name,
  title,
  isUnsaved,
}: SlotSettingsFieldsProps) => (
  <Box component="section" aria-label={title}>
    <Typography component="h3" variant="h6">
      {title}
    </Typography>
    {isUnsaved && (
      <Typography variant="body2" color="warning.dark" sx={{ mb: 1 }}>
        Not set yet, so no slots are offered: check these and Save.
      </Typography>
    )}
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        gap: 2,
        mt: 1,
      }}
    >
      {NUMBER_FIELDS.map((field) => (
        <FormTextField
          key={field.key}
          control={control}
          name={`${name}.${field.key}`}
          label={`${field.label} (${field.unit})`}
          type="number"
          helperText={field.hint}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 0 } }}
        />
      ))}
    </Box>
  </Box>
);
