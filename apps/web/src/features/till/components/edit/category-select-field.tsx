import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useAllCategories } from '@/features/till/api/get-all-categories';
import { categoryChoices } from '@/features/till/components/edit/category-choices';
import { FormTextField } from '@/ui/form-text-field';

export const TOP_LEVEL_LABEL = 'None (top level)';

export type CategorySelectFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  /** A category being edited: it and its subcategories are no place for itself. */
  excludeId?: string;
};

/** A category from list_all, indented under its parent; '' is the top level. */
export const CategorySelectField = <TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  excludeId,
}: CategorySelectFieldProps<TValues, TOutput>) => {
  const { data: categories = [], isPending } = useAllCategories();
  const choices = categoryChoices(categories, excludeId);
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      select
      disabled={isPending}
      helperText={isPending ? 'Loading categories' : undefined}
    >
      <MenuItem value="">{TOP_LEVEL_LABEL}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id} sx={{ pl: 2 + choice.depth * 2.5 }}>
          {choice.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
};
