import { useId, useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { COLOUR_PALETTE, paletteColourOf } from '@/ui/colour-palette';
import { FormColourField } from '@/ui/form-colour-field';
import { readableColours } from '@/ui/readable-text-colour';

export type FormColourPaletteProps<TValues extends FieldValues, TOutput = TValues> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  /** The field's name, and the start of each swatch's: "Colour" makes "Colour Teal". */
  label: string;
  /** Shown in the custom colour picker while its text is empty or not a colour yet. */
  fallbackColour: string;
  /**
   * A swatch for "no colour of its own" (the value ''), drawn in `fallbackColour`:
   * a product's "Same as category".
   */
  emptyChoice?: string;
  /** Under the swatches: what a swatch means, such as the empty choice's. */
  helperText?: string;
};

const SWATCH = 48;

type SwatchProps = {
  name: string;
  colour: string;
  isSelected: boolean;
  isDashed?: boolean;
  onSelect: () => void;
};

const Swatch = ({ name, colour, isSelected, isDashed = false, onSelect }: SwatchProps) => {
  const { background, text } = readableColours(colour);
  return (
    <ButtonBase
      aria-label={name}
      aria-pressed={isSelected}
      title={name}
      onClick={onSelect}
      sx={{
        width: SWATCH,
        height: SWATCH,
        borderRadius: 1.5,
        bgcolor: background,
        color: text,
        border: isDashed ? `2px dashed ${text}` : '1px solid rgba(0, 0, 0, 0.2)',
        // The ring sits outside the swatch so the colour itself stays whole.
        outline: isSelected ? '3px solid' : 'none',
        outlineColor: 'text.primary',
        outlineOffset: 2,
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      {isSelected && <CheckIcon aria-hidden />}
    </ButtonBase>
  );
};

/**
 * A colour chosen from the palette's swatches, each at least 48 px and named ("Colour
 * Teal"), the chosen one pressed. A hex colour of the merchant's own is typed behind
 * "Custom colour", where the form's rule (spec 001 §5, 'Incorrect Hex Colour Format')
 * shows; the custom field is open whenever the value is not a swatch.
 */
export const FormColourPalette = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  label,
  fallbackColour,
  emptyChoice,
  helperText,
}: FormColourPaletteProps<TValues, TOutput>) => {
  const labelId = useId();
  const customId = useId();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const isOwnColour = value.trim() !== '' && paletteColourOf(value) === undefined;
  const [isCustomAsked, setIsCustomAsked] = useState(false);
  const isCustomOpen = isCustomAsked || isOwnColour;
  const choose = (colour: string) => field.onChange(colour);
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={labelId} component="div" variant="subtitle2">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0.5 }}>
        {emptyChoice !== undefined && (
          <Swatch
            name={`${label} ${emptyChoice}`}
            colour={fallbackColour}
            isSelected={value.trim() === ''}
            isDashed
            onSelect={() => choose('')}
          />
        )}
        {COLOUR_PALETTE.map((colour) => (
          <Swatch
            key={colour.hex}
            name={`${label} ${colour.name}`}
            colour={colour.hex}
            isSelected={paletteColourOf(value)?.hex === colour.hex}
            onSelect={() => choose(colour.hex)}
          />
        ))}
      </Box>
      {helperText !== undefined && (
        <FormHelperText sx={{ mx: 0, mt: -0.5 }}>{helperText}</FormHelperText>
      )}
      <Button
        aria-expanded={isCustomOpen}
        aria-controls={isCustomOpen ? customId : undefined}
        onClick={() => setIsCustomAsked(!isCustomOpen)}
        disabled={isOwnColour}
        sx={{ justifySelf: 'start', minHeight: SWATCH }}
      >
        Custom colour
      </Button>
      {isCustomOpen ? (
        <Box id={customId}>
          <FormColourField
            control={control}
            name={name}
            label="Hex colour"
            fallbackColour={fallbackColour}
            helperText="Such as #00796b"
          />
        </Box>
      ) : (
        fieldState.error !== undefined && (
          <FormHelperText error sx={{ mx: 0 }}>
            {fieldState.error.message}
          </FormHelperText>
        )
      )}
    </Box>
  );
};
