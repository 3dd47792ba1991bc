import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { TillView } from '@opentill/contract/till/till-views';
import { useTillConfig } from '@/features/till/api/get-till-config';
import { useUpdateTillConfig } from '@/features/till/api/update-till-config';

export type TillSettingsDialogProps = { onClose: () => void };

const VIEWS: readonly { value: TillView; label: string; hint: string }[] = [
  { value: 'full_till', label: 'Full till', hint: 'Categories and products to tap.' },
  { value: 'quick_till', label: 'Quick till', hint: 'A number pad and five quick products.' },
];

/**
 * Which till opens by default (001 §3 defaultTillView, §7 PATCH till-config/update/):
 * the drawer's Till entry and every "back to the till" go there. Shown in edit mode,
 * so only someone the server lets change the till sees it.
 */
export const TillSettingsDialog = ({ onClose }: TillSettingsDialogProps) => {
  const titleId = useId();
  const labelId = useId();
  const config = useTillConfig().data;
  const update = useUpdateTillConfig();
  const [chosen, setChosen] = useState<TillView | null>(null);
  const view = chosen ?? config?.defaultTillView ?? 'full_till';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box
        component="form"
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(view, { onSuccess: onClose });
        }}
      >
        <DialogTitle id={titleId}>Till settings</DialogTitle>
        <DialogContent>
          <FormLabel id={labelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
            The till opens on
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={view}
            onChange={(event) => setChosen(event.target.value as TillView)}
          >
            {VIEWS.map((each) => (
              <FormControlLabel
                key={each.value}
                value={each.value}
                control={<Radio />}
                label={
                  <>
                    {each.label}
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                      {each.hint}
                    </Box>
                  </>
                }
                sx={{ minHeight: 56, alignItems: 'center' }}
              />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button size="large" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" loading={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
