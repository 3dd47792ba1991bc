import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useForm, type Path } from 'react-hook-form';
import type { PrintRoutes, Station } from '@opentill/contract/printing/stations.schemas';
import {
  routeCategoriesQueryOptions,
  routeProductsQueryOptions,
  type RouteTarget,
} from '@/features/printing/api/get-route-catalogue';
import { useSavePrintRoutes } from '@/features/printing/api/save-print-routes';
import { NullableSelectField } from '@/features/printing/components/nullable-select-field';
import { ProductRoutesField } from '@/features/printing/components/routes/product-routes-field';
import {
  printRoutesFormSchema,
  type PrintRoutesFormValues,
} from '@/features/printing/components/routes/print-routes-form-schema';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';
import { applyServerErrors } from '@/ui/apply-server-errors';
import { FormErrorAlert } from '@/ui/form-error-alert';

export type PrintRoutesFormProps = {
  stations: readonly Station[];
  saved: PrintRoutes;
  onDirtyChange: (isDirty: boolean) => void;
};

/** Every category, with the station saved for it or none (the default station). */
const valuesOf = (
  categories: readonly RouteTarget[],
  saved: PrintRoutes,
): PrintRoutesFormValues => {
  const stationOf = new Map(saved.categories.map((route) => [route.categoryId, route.stationId]));
  return {
    categories: categories.map((category) => ({
      categoryId: category.id,
      stationId: stationOf.get(category.id) ?? null,
    })),
    products: saved.products.map((route) => ({ ...route })),
  };
};

const fieldsOf = (values: PrintRoutesFormValues): Path<PrintRoutesFormValues>[] => [
  ...values.categories.map((_, i) => `categories.${i}.stationId` as const),
  ...values.products.flatMap((_, i) => [
    `products.${i}.productId` as const,
    `products.${i}.stationId` as const,
  ]),
];

type RoutesEditorProps = PrintRoutesFormProps & {
  categories: readonly RouteTarget[];
  products: readonly RouteTarget[];
};

const RoutesEditor = ({
  stations,
  saved,
  categories,
  products,
  onDirtyChange,
}: RoutesEditorProps) => {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSavePrintRoutes();
  const [formError, setFormError] = useState<string | null>(null);
  const values = useMemo(() => valuesOf(categories, saved), [categories, saved]);
  const form = useForm({ resolver: zodResolver(printRoutesFormSchema), defaultValues: values });
  const { control, reset, handleSubmit, setError, getValues, formState } = form;
  useEffect(() => reset(values), [reset, values]);
  useEffect(() => onDirtyChange(formState.isDirty), [onDirtyChange, formState.isDirty]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const kitchenStations = stations
    .filter((station) => station.kind === 'kitchen')
    .map((station) => ({ value: station.id, label: station.name }));

  const onSubmit = handleSubmit((routes) => {
    setFormError(null);
    save.mutate(routes, {
      onSuccess: () => {
        reset(getValues());
        enqueueSnackbar(m.routesSaved, { variant: 'success' });
      },
      onError: (error) => setFormError(applyServerErrors(error, setError, fieldsOf(getValues()))),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Where each category prints">
      <FormErrorAlert message={formError} />
      {categories.length === 0 && (
        <Typography color="text.secondary">No categories yet.</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {categories.map((category, index) => (
          <NullableSelectField
            key={category.id}
            control={control}
            name={`categories.${index}.stationId`}
            label={category.name}
            noneLabel="Default station"
            options={kitchenStations}
          />
        ))}
      </Box>
      <ProductRoutesField control={control} products={products} stations={kitchenStations} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button size="large" disabled={!formState.isDirty} onClick={() => reset(values)}>
          Discard
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!formState.isDirty}
          loading={save.isPending}
        >
          Save
        </Button>
      </Stack>
    </Box>
  );
};

/** "Where each category prints" and "Products printed elsewhere": one Save for both. */
export const PrintRoutesForm = (props: PrintRoutesFormProps) => {
  const categories = useQuery(routeCategoriesQueryOptions());
  const products = useQuery(routeProductsQueryOptions());
  return (
    <Box component="section" aria-labelledby="print-routes-title" sx={{ mt: 4 }}>
      <Typography id="print-routes-title" component="h3" variant="h6" sx={{ fontWeight: 600 }}>
        Where each category prints
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {m.routesIntro}
      </Typography>
      {(categories.isError || products.isError) && (
        <Alert severity="error">The categories and products could not be loaded.</Alert>
      )}
      {(categories.isPending || products.isPending) && (
        <CircularProgress size={28} aria-label="Loading categories" />
      )}
      {categories.data !== undefined && products.data !== undefined && (
        <RoutesEditor {...props} categories={categories.data} products={products.data} />
      )}
    </Box>
  );
};
