import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  ALLERGENS,
  ALLERGEN_LEVELS,
  ALLERGEN_LEVEL_LABELS,
  type AllergenLevel,
  type AllergenLevels,
} from '@opentill/contract/catalogue/allergens';

export type AllergenGridProps<TValues extends FieldValues, TOutput = TValues> = {
  control: Control<TValues, unknown, TOutput>;
  /** A field holding an AllergenLevels map. */
  name: FieldPath<TValues>;
  /** Names the grid for screen readers, e.g. "Allergens of Oat". */
  label: string;
};

const levelColour: Record<AllergenLevel, 'error' | 'warning' | 'success'> = {
  contains: 'error',
  may_contain: 'warning',
  free: 'success',
};

/**
 * The 14 allergens, each with Contains / May contain / Free. Tapping the chosen level
 * again clears it: not stated. One row per allergen, so it reads on a phone.
 */
export const AllergenGrid = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  label,
}: AllergenGridProps<TValues, TOutput>) => {
  const { field } = useController({ control, name });
  const levels = (field.value ?? {}) as AllergenLevels;
  const setLevel = (key: keyof AllergenLevels, level: AllergenLevel | null) => {
    const next: AllergenLevels = { ...levels };
    if (level === null) delete next[key];
    else next[key] = level;
    field.onChange(next);
  };
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(84px, max-content) minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.75,
        alignItems: 'center',
      }}
    >
      {ALLERGENS.map((allergen) => (
        <Box key={allergen.key} sx={{ display: 'contents' }}>
          <Typography id={`${field.name}-${allergen.key}`} variant="body2">
            {allergen.name}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            fullWidth
            aria-labelledby={`${field.name}-${allergen.key}`}
            value={levels[allergen.key] ?? null}
            onChange={(_, level: AllergenLevel | null) => setLevel(allergen.key, level)}
          >
            {ALLERGEN_LEVELS.map((level) => (
              <ToggleButton
                key={level}
                value={level}
                color={levelColour[level]}
                sx={{ px: 0.5, py: 0.5, minHeight: 40, fontSize: '0.75rem', lineHeight: 1.2 }}
              >
                {ALLERGEN_LEVEL_LABELS[level]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      ))}
    </Box>
  );
};
