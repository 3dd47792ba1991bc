import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { toMaskedDate } from '@/ui/date-mask';

export type FilterChipsProps = {
  isReadyOnly: boolean;
  date: string | null;
  onClearReadyOnly: () => void;
  onClearDate: () => void;
};

/** Removable chips (spec 001 §2.12): 'READY ONLY' and the chosen date, coloured as the Orders chips. */
export const FilterChips = ({
  isReadyOnly,
  date,
  onClearReadyOnly,
  onClearDate,
}: FilterChipsProps) => {
  if (!isReadyOnly && date === null) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Filters in use">
      {isReadyOnly && <Chip label="READY ONLY" color="warning" onDelete={onClearReadyOnly} />}
      {date !== null && <Chip label={toMaskedDate(date)} color="error" onDelete={onClearDate} />}
    </Stack>
  );
};
