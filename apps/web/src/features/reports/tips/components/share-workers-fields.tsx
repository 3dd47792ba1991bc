import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { TipAllocationMethod } from '@opentill/contract/reports/tips.schemas';
import type { ShareErrors } from '@/features/reports/tips/share-errors';
import type { Worker } from '@/features/reports/tips/hooks/use-share-tips-form';

export type ShareWorkersFieldsProps = {
  workers: readonly Worker[];
  method: TipAllocationMethod;
  chosenIds: ReadonlySet<string>;
  hoursText: Partial<Record<string, string>>;
  errors: ShareErrors;
  onToggle: (id: string) => void;
  onHoursChange: (id: string, text: string) => void;
};

/** The merchant's cashiers to tick; by hours, each one ticked gets an hours field beside them. */
export const ShareWorkersFields = ({
  workers,
  method,
  chosenIds,
  hoursText,
  errors,
  onToggle,
  onHoursChange,
}: ShareWorkersFieldsProps) => (
  <FormControl component="fieldset" error={errors.workers !== undefined} fullWidth>
    <FormLabel component="legend">Workers</FormLabel>
    {errors.workers !== undefined && <FormHelperText>{errors.workers}</FormHelperText>}
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      {workers.map((worker) => {
        const isChosen = chosenIds.has(worker.id);
        const hoursError = errors.hours[worker.id];
        return (
          <Box
            key={worker.id}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 11rem' },
            }}
          >
            <FormControlLabel
              label={worker.name}
              sx={{ minHeight: 48, mr: 0 }}
              control={<Checkbox checked={isChosen} onChange={() => onToggle(worker.id)} />}
            />
            {isChosen && method === 'hours' && (
              <TextField
                size="small"
                label={`Hours for ${worker.name}`}
                value={hoursText[worker.id] ?? ''}
                onChange={(event) => onHoursChange(worker.id, event.target.value)}
                error={hoursError !== undefined}
                helperText={hoursError ?? 'e.g. 7.5'}
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
          </Box>
        );
      })}
    </Box>
  </FormControl>
);
