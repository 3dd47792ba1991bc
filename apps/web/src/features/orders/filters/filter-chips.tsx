import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { filterChips, type OrderFilters } from '@/features/orders/filters/order-filters';

export type FilterChipsProps = { filters: OrderFilters; onChange: (filters: OrderFilters) => void };

/** 001 §2.4: status orange, deliverTo blue, date red; each removable. */
const CHIP_COLOURS = { status: 'warning', deliverTo: 'info', date: 'error' } as const;

export const FilterChips = ({ filters, onChange }: FilterChipsProps) => {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Active filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            label={chip.label}
            aria-label={chip.label}
            color={CHIP_COLOURS[chip.kind]}
            onDelete={() => onChange(chip.without)}
            // The cross is what a finger taps: it says what it removes.
            deleteIcon={<CancelIcon aria-label={`Remove ${chip.label}`} aria-hidden={false} />}
            data-kind={chip.kind}
          />
        </li>
      ))}
    </Box>
  );
};
