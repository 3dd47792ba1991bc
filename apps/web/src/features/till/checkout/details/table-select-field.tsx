import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { tablesQueryOptions } from '@/features/till/checkout/api/get-tables';
import type { DetailsFormValues } from '@/features/till/checkout/details/details-form';

export type TableSelectFieldProps = { control: Control<DetailsFormValues> };

/**
 * Eat-in: which table the order goes to (GET orders/tables/, active ones only), as big
 * buttons rather than a dropdown, so a table is one tap (issue 13).
 */
export const TableSelectField = ({ control }: TableSelectFieldProps) => {
  const labelId = useId();
  const tables = useQuery(tablesQueryOptions());
  const { field, fieldState } = useController({ control, name: 'table' });
  const active = (tables.data ?? []).filter((table) => table.isActive);
  const error =
    fieldState.error?.message ?? (tables.isError ? 'The tables could not be loaded.' : undefined);
  return (
    <Box>
      <FormLabel id={labelId} error={fieldState.error !== undefined} sx={{ fontWeight: 600 }}>
        Table
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        aria-labelledby={labelId}
        value={field.value}
        onChange={(_, next: string | null) => next !== null && field.onChange(next)}
        sx={{
          mt: 1,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped': {
            border: '1px solid #c9d6d4',
            borderRadius: '8px !important',
            m: 0,
          },
        }}
      >
        {active.map((table, index) => (
          <ToggleButton
            key={table.id}
            value={table.id}
            ref={index === 0 ? field.ref : undefined}
            sx={{
              minHeight: 56,
              fontWeight: 700,
              textTransform: 'none',
              '&.Mui-selected, &.Mui-selected:hover': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              },
            }}
          >
            {table.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error !== undefined && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};
