import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useWatch, type Control } from 'react-hook-form';
import { DEFAULT_TILE_COLOUR } from '@opentill/contract/catalogue/colour';
import { useAllCategories } from '@/features/till/api/get-all-categories';
import { AllergenFields } from '@/features/till/components/edit/allergen-fields';
import { CategorySelectField } from '@/features/till/components/edit/category-select-field';
import { OptionSetPicker } from '@/features/till/components/edit/option-set-picker';
import type {
  ProductFormOutput,
  ProductFormValues,
} from '@/features/till/components/edit/product-form';
import { VatFields } from '@/features/till/components/edit/vat-field';
import { FormColourPalette } from '@/ui/form-colour-palette';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

export type ProductFormFieldsProps = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
};

/** The colour a tile with no colour of its own takes: its category's, as the form has it now. */
const useCategoryColour = (control: ProductFormFieldsProps['control']): string => {
  const categoryId = useWatch({ control, name: 'parentCategoryId' });
  const { data: categories = [] } = useAllCategories();
  return categories.find((c) => c.id === categoryId)?.backgroundColour ?? DEFAULT_TILE_COLOUR;
};

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
} as const;

/**
 * Every product field of spec 001 §3. Name, price and option sets come first: a new
 * coffee is its name, its price and a tap on "Milk" (issue 13).
 */
export const ProductFormFields = ({ control }: ProductFormFieldsProps) => {
  const categoryColour = useCategoryColour(control);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
      <FormTextField control={control} name="name" label="Name" autoComplete="off" />
      <Box sx={twoColumns}>
        <FormTextField
          control={control}
          name="price"
          label="Price"
          autoComplete="off"
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
        <FormTextField
          control={control}
          name="measure"
          label="Measure"
          helperText="e.g. 12oz, 250g"
        />
      </Box>
      <OptionSetPicker control={control} />
      <AllergenFields control={control} name="allergens" title="Allergens" />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        minRows={2}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
        <FormSwitch control={control} name="hasVariablePrice" label="Variable price" />
        <FormSwitch control={control} name="quickTill" label="Quick till" />
      </Box>
      <Box sx={twoColumns}>
        <FormTextField
          control={control}
          name="stock"
          label="Stock"
          helperText="Leave empty to not track stock"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <CategorySelectField control={control} name="parentCategoryId" label="Category" />
      </Box>
      <Box sx={twoColumns}>
        <VatFields control={control} />
      </Box>
      <FormColourPalette
        control={control}
        name="selfColor"
        label="Colour"
        fallbackColour={categoryColour}
        emptyChoice="Same as category"
        helperText="The dashed swatch follows the category’s colour"
      />
    </Box>
  );
};
