import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useWatch, type Control } from 'react-hook-form';
import { CategorySelectField } from '@/features/till/components/edit/category-select-field';
import { OptionsEditor } from '@/features/till/components/edit/options-editor';
import type {
  ProductFormOutput,
  ProductFormValues,
} from '@/features/till/components/edit/product-form';
import { VatField } from '@/features/till/components/edit/vat-field';
import { FormColourField } from '@/ui/form-colour-field';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

export type ProductFormFieldsProps = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  /** The tile's colour now, shown in the picker while Colour is empty. */
  tileColour: string;
};

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
} as const;

/** Every product field of spec 001 §3, options included. */
export const ProductFormFields = ({ control, tileColour }: ProductFormFieldsProps) => {
  const options = useWatch({ control, name: 'options' });
  return (
    <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
      <FormTextField control={control} name="name" label="Name" autoComplete="off" />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        minRows={2}
      />
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
        <VatField control={control} />
      </Box>
      <Box sx={twoColumns}>
        <FormColourField
          control={control}
          name="selfColor"
          label="Colour"
          fallbackColour={tileColour}
          helperText="Leave empty to use the category's colour"
        />
        <CategorySelectField control={control} name="parentCategoryId" label="Category" />
      </Box>
      <OptionsEditor
        control={control}
        getOptionLabel={(index) => options[index]?.label.trim() ?? ''}
      />
    </Box>
  );
};
