import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import {
  newChoiceValues,
  type OptionSetFormOutput,
  type OptionSetFormValues,
} from '@/features/till/components/edit/option-set-form';
import { AllergenFields } from '@/features/till/components/edit/allergen-fields';
import { FormTextField } from '@/ui/form-text-field';

export type OptionChoicesEditorProps = {
  control: Control<OptionSetFormValues, unknown, OptionSetFormOutput>;
};

/** An array-level message ('Add at least one choice.') sits on root or on the array itself. */
const arrayMessage = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof root?.message === 'string') return root.message;
  return typeof message === 'string' ? message : undefined;
};

/** An option set's choices, each a label and the price it adds, in till order. */
export const OptionChoicesEditor = ({ control }: OptionChoicesEditorProps) => {
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'optionChoices',
    keyName: 'key',
  });
  const { errors } = useFormState({ control, name: 'optionChoices' });
  const message = arrayMessage(errors.optionChoices);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {fields.map((field, index) => (
        <Box
          key={field.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) 116px 48px',
            gap: 1,
            alignItems: 'start',
          }}
        >
          <FormTextField
            control={control}
            name={`optionChoices.${index}.label`}
            label="Choice"
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name={`optionChoices.${index}.price`}
            label="Adds"
            autoComplete="off"
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
          <IconButton
            aria-label={`Remove choice ${index + 1}`}
            onClick={() => remove(index)}
            sx={{ width: 48, height: 48, mt: 0.5 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <AllergenFields
              control={control}
              name={`optionChoices.${index}.allergens`}
              title={`Allergens of ${field.label === '' ? `choice ${index + 1}` : field.label}`}
            />
          </Box>
        </Box>
      ))}
      {message !== undefined && <FormHelperText error>{message}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(newChoiceValues())}
        sx={{ justifySelf: 'start', minHeight: 48 }}
      >
        Add choice
      </Button>
    </Box>
  );
};
