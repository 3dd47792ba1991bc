import { useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  allergensAt,
  allergenSummary,
  type AllergenLevels,
} from '@opentill/contract/catalogue/allergens';
import { AllergenGrid } from '@/features/till/components/edit/allergen-grid';

export type AllergenFieldsProps<TValues extends FieldValues, TOutput = TValues> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  /** "Allergens", or "Allergens of Oat" where several grids share a dialog. */
  title: string;
};

/** What a map says, in one line: "Contains: Milk", "Free of 3 allergens" or "Not stated". */
export const describeAllergens = (levels: AllergenLevels): string => {
  const summary = allergenSummary(levels);
  if (summary !== '') return summary;
  const free = allergensAt(levels, 'free').length;
  if (free === 0) return 'Not stated';
  return free === 1 ? 'Free of 1 allergen' : `Free of ${free} allergens`;
};

/** A folded allergen grid: its summary shows, a tap opens the 14 rows. */
export const AllergenFields = <TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  title,
}: AllergenFieldsProps<TValues, TOutput>) => {
  const [isOpen, setIsOpen] = useState(false);
  const levels = (useWatch({ control, name }) ?? {}) as AllergenLevels;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <ButtonBase
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        sx={{
          width: '100%',
          minHeight: 48,
          px: 1.5,
          py: 1,
          justifyContent: 'space-between',
          textAlign: 'left',
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {describeAllergens(levels)}
          </Typography>
        </Box>
        {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ButtonBase>
      <Collapse in={isOpen} unmountOnExit>
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          <AllergenGrid control={control} name={name} label={title} />
        </Box>
      </Collapse>
    </Box>
  );
};
