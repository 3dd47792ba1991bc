import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { allergenSummary } from '@opentill/contract/catalogue/allergens';
import {
  cartLineAllergens,
  unitPricePence,
  type CartLine,
} from '@opentill/contract/catalogue/cart-line';
import type { OptionChoice, ProductOption } from '@opentill/contract/catalogue/product.schemas';
import { formatPence } from '@opentill/contract/money';
import type { CartProduct } from '@/features/till/cart/cart-store';

type ChosenOptions = CartLine['options'];

/** Single choice starts on its first choice; multiple choice starts empty. */
export const initialChoices = (options: readonly ProductOption[]): ChosenOptions => {
  const chosen: ChosenOptions = {};
  for (const option of options) {
    const first = option.optionChoices[0];
    chosen[option.id] = !option.multiple && first !== undefined ? [first.id] : [];
  }
  return chosen;
};

const ChoiceLabel = ({ choice }: { choice: OptionChoice }) => (
  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
    <span>{choice.label}</span>{' '}
    <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
      +{formatPence(choice.price)}
    </Box>
  </Box>
);

const choiceRowSx = {
  minHeight: 48,
  mr: 0,
  borderRadius: 2,
  '&:hover': { bgcolor: 'action.hover' },
};

export type OptionsDialogProps = {
  product: CartProduct;
  onClose: () => void;
  onAdd: (options: ChosenOptions) => void;
};

/**
 * A product's options (spec 001 §2.6, §5): a radio per single-choice option, checkboxes
 * for multiple choice, each choice with its price; Add to order shows the line's price.
 */
export const OptionsDialog = ({ product, onClose, onAdd }: OptionsDialogProps) => {
  const titleId = useId();
  const [chosen, setChosen] = useState(() => initialChoices(product.options));
  const price = unitPricePence({ product, options: chosen, priceOverride: null });
  // Follows the choices: oat milk adds "May contain: Gluten" as it is picked.
  const allergens = allergenSummary(cartLineAllergens({ product, options: chosen }));

  const choose = (option: ProductOption, choiceId: string, isOn: boolean) =>
    setChosen((current) => {
      const previous = current[option.id] ?? [];
      if (!option.multiple) return { ...current, [option.id]: [choiceId] };
      const next = isOn ? [...previous, choiceId] : previous.filter((id) => id !== choiceId);
      return { ...current, [option.id]: next };
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{product.name}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        {product.options.map((option) => {
          const legendId = `${titleId}-${option.id}`;
          const selected = chosen[option.id] ?? [];
          return (
            <FormControl key={option.id} component="fieldset">
              <FormLabel id={legendId} component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
                {option.label}
              </FormLabel>
              {option.multiple ? (
                <FormGroup aria-labelledby={legendId}>
                  {option.optionChoices.map((choice) => (
                    <FormControlLabel
                      key={choice.id}
                      sx={choiceRowSx}
                      label={<ChoiceLabel choice={choice} />}
                      control={
                        <Checkbox
                          checked={selected.includes(choice.id)}
                          onChange={(event) => choose(option, choice.id, event.target.checked)}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              ) : (
                <RadioGroup
                  aria-labelledby={legendId}
                  value={selected[0] ?? ''}
                  onChange={(event) => choose(option, event.target.value, true)}
                >
                  {option.optionChoices.map((choice) => (
                    <FormControlLabel
                      key={choice.id}
                      value={choice.id}
                      sx={choiceRowSx}
                      label={<ChoiceLabel choice={choice} />}
                      control={<Radio />}
                    />
                  ))}
                </RadioGroup>
              )}
            </FormControl>
          );
        })}
        {allergens !== '' && (
          <Alert severity="warning" icon={false} role="status" aria-label="Allergens">
            {allergens}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button size="large" onClick={onClose}>
          Cancel
        </Button>
        <Button
          size="large"
          variant="contained"
          onClick={() => onAdd(chosen)}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          Add to order {formatPence(price)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
