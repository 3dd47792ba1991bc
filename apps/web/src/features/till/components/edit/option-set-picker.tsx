import { useId, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import type { OptionSet } from '@opentill/contract/catalogue/option-set.schemas';
import { formatPence } from '@opentill/contract/money';
import { useOptionSets } from '@/features/till/api/get-option-sets';
import { OptionSetDialog } from '@/features/till/components/edit/option-set-dialog';
import type {
  ProductFormOutput,
  ProductFormValues,
} from '@/features/till/components/edit/product-form';

export type OptionSetPickerProps = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
};

/** 'Whole, Oat +£0.30, Soy +£0.30': a set's choices as the till will offer them. */
export const describeChoices = (set: OptionSet): string =>
  set.optionChoices
    .map((choice) =>
      choice.price > 0 ? `${choice.label} +${formatPence(choice.price)}` : choice.label,
    )
    .join(', ');

/**
 * A set's name on its button: its label, and where two sets share a label ("Size" for
 * coffee and for chips), its first choices too, so the right one is tapped.
 */
export const setButtonLabel = (set: OptionSet, sets: readonly OptionSet[]): string => {
  const isShared = sets.some((other) => other.id !== set.id && other.label === set.label);
  if (!isShared) return set.label;
  const first = set.optionChoices.slice(0, 2).map((choice) => choice.label);
  return `${set.label} (${first.join(', ')}${set.optionChoices.length > 2 ? '…' : ''})`;
};

/** The set dialog's subject: a set to edit, a new one, or none open. */
type Editing = { optionSet: OptionSet | null } | null;

/**
 * The product's option sets (issue 13): every shared set of the merchant is one tap
 * to add or take off; the sets it asks are listed in the till's order, each editable
 * (for every product that uses it), and a new set is made here and added at once.
 */
export const OptionSetPicker = ({ control }: OptionSetPickerProps) => {
  const legendId = useId();
  const { field, fieldState } = useController({ control, name: 'optionSetIds' });
  const chosen: string[] = field.value;
  const { data: sets = [], isPending } = useOptionSets();
  const [editing, setEditing] = useState<Editing>(null);
  const byId = new Map(sets.map((set) => [set.id, set]));
  const attached = chosen.flatMap((id) => byId.get(id) ?? []);
  const toggle = (id: string) =>
    field.onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);

  return (
    <Box role="group" aria-labelledby={legendId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={legendId} component="h3" variant="h3">
        Options
      </Typography>
      {isPending ? (
        <Typography color="text.secondary">Loading option sets</Typography>
      ) : sets.length === 0 ? (
        <Typography color="text.secondary">
          No option sets yet. Make one for choices such as milk or size.
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {sets.map((set) => {
            const isChosen = chosen.includes(set.id);
            return (
              <Button
                key={set.id}
                variant={isChosen ? 'contained' : 'outlined'}
                aria-pressed={isChosen}
                startIcon={isChosen ? <CheckIcon /> : undefined}
                onClick={() => toggle(set.id)}
                sx={{ minHeight: 48, minWidth: 72, textTransform: 'none' }}
              >
                {setButtonLabel(set, sets)}
              </Button>
            );
          })}
        </Box>
      )}
      {fieldState.error?.message !== undefined && (
        <FormHelperText error sx={{ mx: 0 }}>
          {fieldState.error.message}
        </FormHelperText>
      )}
      {attached.map((set, index) => (
        <Paper
          key={set.id}
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {index + 1}. {set.label}
              <Typography component="span" color="text.secondary">
                {set.multiple ? ' · pick any' : ' · pick one'}
              </Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {describeChoices(set)}
            </Typography>
          </Box>
          <Button
            startIcon={<EditOutlinedIcon />}
            aria-label={`Edit ${set.label}`}
            onClick={() => setEditing({ optionSet: set })}
            sx={{ minHeight: 48 }}
          >
            Edit
          </Button>
        </Paper>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => setEditing({ optionSet: null })}
        sx={{ justifySelf: 'start', minHeight: 48 }}
      >
        New option set
      </Button>
      {editing !== null && (
        <OptionSetDialog
          optionSet={editing.optionSet}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            if (!chosen.includes(saved.id)) field.onChange([...chosen, saved.id]);
          }}
          onDeleted={(id) => field.onChange(chosen.filter((c) => c !== id))}
        />
      )}
    </Box>
  );
};
