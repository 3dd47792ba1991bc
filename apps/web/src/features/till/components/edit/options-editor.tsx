import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import type {
  ProductFormOutput,
  ProductFormValues,
} from '@/features/till/components/edit/product-form';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

type FormControl = Control<ProductFormValues, unknown, ProductFormOutput>;

const newChoice = () => ({ choiceId: '', label: '', price: '0.00' });

/** An array-level message (e.g. 'Every option needs at least one choice.') sits on root or on the array. */
const arrayMessage = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof root?.message === 'string') return root.message;
  return typeof message === 'string' ? message : undefined;
};

type ChoicesEditorProps = { control: FormControl; optionIndex: number; optionLabel: string };

const ChoicesEditor = ({ control, optionIndex, optionLabel }: ChoicesEditorProps) => {
  const { fields, append, remove } = useFieldArray({
    control,
    name: `options.${optionIndex}.optionChoices`,
    keyName: 'key',
  });
  const { errors } = useFormState({ control, name: `options.${optionIndex}.optionChoices` });
  const message = arrayMessage(errors.options?.[optionIndex]?.optionChoices);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {fields.map((field, choiceIndex) => (
        <Box
          key={field.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr 120px auto',
            gap: 1,
            alignItems: 'start',
          }}
        >
          <FormTextField
            control={control}
            name={`options.${optionIndex}.optionChoices.${choiceIndex}.label`}
            label="Choice"
          />
          <FormTextField
            control={control}
            name={`options.${optionIndex}.optionChoices.${choiceIndex}.price`}
            label="Choice price"
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">+£</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
          <IconButton
            aria-label={`Remove choice ${choiceIndex + 1} of ${optionLabel}`}
            onClick={() => remove(choiceIndex)}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      {message !== undefined && <FormHelperText error>{message}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(newChoice())}
        sx={{ justifySelf: 'start' }}
      >
        Add choice
      </Button>
    </Box>
  );
};

export type OptionsEditorProps = {
  control: FormControl;
  getOptionLabel: (index: number) => string;
};

/**
 * A product's options (spec 001 §3): each with a label, single or multiple choice, and
 * its choices with their prices. Saved with the product.
 */
export const OptionsEditor = ({ control, getOptionLabel }: OptionsEditorProps) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'options', keyName: 'key' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1.5 }}>
        Options
      </Typography>
      {fields.length === 0 && (
        <Typography color="text.secondary">
          No options. Add one for choices such as milk or size.
        </Typography>
      )}
      {fields.map((field, optionIndex) => {
        const name = getOptionLabel(optionIndex) || `Option ${optionIndex + 1}`;
        return (
          <Paper key={field.key} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 200px' }}>
                <FormTextField
                  control={control}
                  name={`options.${optionIndex}.label`}
                  label="Option"
                />
              </Box>
              <FormSwitch
                control={control}
                name={`options.${optionIndex}.multiple`}
                label="Multiple choice"
              />
              <IconButton aria-label={`Remove option ${name}`} onClick={() => remove(optionIndex)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
            <ChoicesEditor control={control} optionIndex={optionIndex} optionLabel={name} />
          </Paper>
        );
      })}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() =>
          append({ optionId: '', label: '', multiple: false, optionChoices: [newChoice()] })
        }
        sx={{ justifySelf: 'start' }}
      >
        Add option
      </Button>
    </Box>
  );
};
