import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import type { RouteTarget } from '@/features/printing/api/get-route-catalogue';
import {
  NullableSelectField,
  type SelectOption,
} from '@/features/printing/components/nullable-select-field';
import type { PrintRoutesFormValues } from '@/features/printing/components/routes/print-routes-form-schema';

type RoutesControl = Control<PrintRoutesFormValues, unknown, PrintRoutesFormValues>;

export type ProductRoutesFieldProps = {
  control: RoutesControl;
  products: readonly RouteTarget[];
  stations: readonly SelectOption[];
};

/** Thousands of products: the list shows the first matches of what is typed. */
const filterProducts = createFilterOptions<RouteTarget>({ limit: 50 });

type ProductPickerProps = {
  control: RoutesControl;
  index: number;
  products: readonly RouteTarget[];
};

const ProductPicker = ({ control, index, products }: ProductPickerProps) => {
  const { field, fieldState } = useController({ control, name: `products.${index}.productId` });
  const chosen = products.find((product) => product.id === field.value) ?? null;
  return (
    <Autocomplete
      options={products}
      value={chosen}
      filterOptions={filterProducts}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_, product) => field.onChange(product?.id ?? '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Product"
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
};

/** "Products printed elsewhere": a product and the station it prints at instead of its category's. */
export const ProductRoutesField = ({ control, products, stations }: ProductRoutesFieldProps) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  // The rows as chosen now: the field array's own rows keep the values they were added with.
  const chosen = useWatch({ control, name: 'products' });
  const nameOf = (id: string) => products.find((product) => product.id === id)?.name;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Products printed elsewhere
      </Typography>
      {fields.length === 0 && (
        <Typography color="text.secondary">
          Every product prints where its category does.
        </Typography>
      )}
      {fields.map((row, index) => {
        const name = nameOf(chosen[index]?.productId ?? '') ?? `product ${index + 1}`;
        return (
          <Box
            key={row.id}
            role="group"
            aria-label={name}
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr) 48px',
                sm: 'minmax(0, 2fr) minmax(0, 1fr) 48px',
              },
              gap: 1.5,
              alignItems: 'start',
              py: 1.5,
            }}
          >
            <ProductPicker control={control} index={index} products={products} />
            <NullableSelectField
              control={control}
              name={`products.${index}.stationId`}
              label="Station"
              options={stations}
              sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}
            />
            <IconButton
              aria-label={`Remove ${name}`}
              onClick={() => remove(index)}
              sx={{
                width: 48,
                height: 48,
                mt: 0.5,
                gridColumn: { xs: '2', sm: 'auto' },
                gridRow: '1',
              }}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Box>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ productId: '', stationId: '' })}
        disabled={stations.length === 0}
        sx={{ minHeight: 48, mt: 1 }}
      >
        Add a product
      </Button>
    </Box>
  );
};
