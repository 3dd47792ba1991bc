import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { maskDate } from '@/ui/date-mask';
import {
  NO_FILTERS,
  type FilterOption,
  type OrderFilters,
} from '@/features/orders/filters/order-filters';

export type OrderFiltersDialogProps = {
  filters: OrderFilters;
  statuses: FilterOption<OrderFilters['status'][number]>[];
  methods: FilterOption<OrderFilters['deliverTo'][number]>[];
  onChange: (filters: OrderFilters) => void;
  onClose: () => void;
};

const toggle = <T,>(list: T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

type ChoiceGroupProps<T extends string> = {
  label: string;
  options: FilterOption<T>[];
  chosen: T[];
  onToggle: (value: T) => void;
};

const ChoiceGroup = <T extends string>({
  label,
  options,
  chosen,
  onToggle,
}: ChoiceGroupProps<T>) => {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 700 }}>
        {label}
      </FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={chosen.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
            }
            sx={{ minHeight: 48, mr: 3 }}
          />
        ))}
      </FormGroup>
    </Box>
  );
};

/**
 * Status, Method and Date (000 §2). Each change applies at once (the list waits 300 ms
 * for the changes to settle), so the chips behind the dialog follow as you tap.
 */
export const OrderFiltersDialog = ({
  filters,
  statuses,
  methods,
  onChange,
  onClose,
}: OrderFiltersDialogProps) => {
  const titleId = useId();
  const [date, setDate] = useState(filters.date);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Filters</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <ChoiceGroup
          label="Status"
          options={statuses}
          chosen={filters.status}
          onToggle={(value) => onChange({ ...filters, status: toggle(filters.status, value) })}
        />
        {methods.length > 0 && (
          <ChoiceGroup
            label="Method"
            options={methods}
            chosen={filters.deliverTo}
            onToggle={(value) =>
              onChange({ ...filters, deliverTo: toggle(filters.deliverTo, value) })
            }
          />
        )}
        <TextField
          label="Date"
          placeholder="yyyy/mm/dd"
          value={date}
          onChange={(event) => {
            const masked = maskDate(event.target.value);
            setDate(masked);
            onChange({ ...filters, date: masked });
          }}
          helperText="Year/month/day, such as 2026/11/26"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 280 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button
          size="large"
          onClick={() => {
            setDate('');
            onChange(NO_FILTERS);
          }}
        >
          Clear All
        </Button>
        <Button size="large" variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
};
