import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Control } from 'react-hook-form';
import {
  TABLE_NAME_MAX,
  type TablesSettings,
  type TablesSettingsInput,
} from '@opentill/contract/settings/tables-settings.schemas';
import { FormSwitch } from '@/ui/form-switch';
import { FormTextField } from '@/ui/form-text-field';

export type TableRowEditorProps = {
  control: Control<TablesSettingsInput, unknown, TablesSettings>;
  index: number;
  /** The name as saved, for the buttons' labels; empty for a table added now. */
  label: string;
  openOrderCount: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
};

const square = { width: 48, height: 48 };

/** One table: its name, on or off, up and down, and delete unless it has an open order. */
export const TableRowEditor = ({
  control,
  index,
  label,
  openOrderCount,
  isFirst,
  isLast,
  onMove,
  onRemove,
}: TableRowEditorProps) => {
  const name = label === '' ? `new table ${index + 1}` : `table ${label}`;
  const isBusy = openOrderCount > 0;
  return (
    <Box
      role="group"
      aria-label={name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(140px, 1fr) auto auto' },
        alignItems: 'center',
        columnGap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <FormTextField
        control={control}
        name={`tables.${index}.name`}
        label="Name"
        size="small"
        slotProps={{ htmlInput: { maxLength: TABLE_NAME_MAX } }}
        helperText={isBusy ? `Open orders: ${openOrderCount}, so it cannot be deleted.` : undefined}
      />
      <Box sx={{ gridRow: { xs: 2, sm: 'auto' }, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <FormSwitch control={control} name={`tables.${index}.isActive`} label="In use" />
      </Box>
      <Box sx={{ display: 'flex' }}>
        <IconButton
          aria-label={`Move ${name} up`}
          disabled={isFirst}
          onClick={() => onMove(index - 1)}
          sx={square}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Move ${name} down`}
          disabled={isLast}
          onClick={() => onMove(index + 1)}
          sx={square}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Delete ${name}`} disabled={isBusy} onClick={onRemove} sx={square}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Box>
    </Box>
  );
};
