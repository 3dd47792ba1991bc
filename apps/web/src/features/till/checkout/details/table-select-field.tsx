import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { tablesQueryOptions } from '@/features/till/checkout/api/get-tables';
import type { DetailsFormValues } from '@/features/till/checkout/details/details-form';

export type TableSelectFieldProps = { control: Control<DetailsFormValues> };

/** Eat-in: which table the order goes to (GET orders/tables/, active ones only). */
export const TableSelectField = ({ control }: TableSelectFieldProps) => {
  const tables = useQuery(tablesQueryOptions());
  const { field, fieldState } = useController({ control, name: 'table' });
  const active = (tables.data ?? []).filter((table) => table.isActive);
  return (
    <TextField
      select
      label="Table"
      name={field.name}
      value={active.some((table) => table.id === field.value) ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={
        fieldState.error?.message ??
        (tables.isError ? 'The tables could not be loaded.' : undefined)
      }
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {active.map((table) => (
        <MenuItem key={table.id} value={table.id}>
          {table.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
