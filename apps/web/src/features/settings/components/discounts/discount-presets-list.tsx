import { useId } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState } from 'react-hook-form';
import { MAX_DISCOUNT_PRESETS } from '@opentill/contract/settings/discount-settings.schemas';
import {
  DiscountPresetRow,
  type DiscountFormControl,
} from '@/features/settings/components/discounts/discount-preset-row';
import {
  COMP_PRESET,
  NEW_PRESET,
} from '@/features/settings/components/discounts/discount-settings-form';

// Left-aligned, so a label that wraps on a phone still reads from its icon.
const addSx = { minHeight: 48, justifyContent: 'flex-start', textAlign: 'left' } as const;

export type DiscountPresetsListProps = { control: DiscountFormControl };

/**
 * The presets the till offers in one tap. Removing one is instant and Discard brings it
 * back: nothing changes until Save, as on Tables and Menus.
 */
export const DiscountPresetsList = ({ control }: DiscountPresetsListProps) => {
  const headingId = useId();
  const fullId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'presets', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'presets' });
  // A message about the list as a whole (too many) rather than one of its rows.
  const listError = errors.presets?.message ?? errors.presets?.root?.message;
  const isFull = fields.length >= MAX_DISCOUNT_PRESETS;
  const describedBy = isFull ? fullId : undefined;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} component="h3" variant="h6">
        Preset discounts
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The till offers these in one tap, each with its reason recorded on the order.
      </Typography>
      {fields.length === 0 ? (
        <Typography sx={{ py: 2 }}>
          No preset discounts yet. Add one so the till can give it in one tap.
        </Typography>
      ) : (
        <Box sx={{ borderTop: 1, borderColor: 'divider', containerType: 'inline-size' }}>
          {fields.map((field, index) => (
            <DiscountPresetRow
              key={field.key}
              control={control}
              index={index}
              onRemove={() => remove(index)}
            />
          ))}
        </Box>
      )}
      {listError !== undefined && <FormHelperText error>{listError}</FormHelperText>}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
      >
        <Button
          startIcon={<AddIcon />}
          disabled={isFull}
          aria-describedby={describedBy}
          onClick={() => append(NEW_PRESET)}
          sx={addSx}
        >
          Add a discount
        </Button>
        <Button
          startIcon={<AddIcon />}
          disabled={isFull}
          aria-describedby={describedBy}
          onClick={() => append(COMP_PRESET)}
          sx={addSx}
        >
          Add a comp (100%, On the house)
        </Button>
      </Stack>
      {isFull && (
        <Typography id={fullId} variant="body2" color="text.secondary">
          The till shows up to {MAX_DISCOUNT_PRESETS} preset discounts: remove one to add another.
        </Typography>
      )}
    </Stack>
  );
};
