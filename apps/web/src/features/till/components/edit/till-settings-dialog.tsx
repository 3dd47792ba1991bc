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
import { deliverToLabel, type DeliverTo } from '@opentill/contract/orders/deliver-to';
import type { TillView } from '@opentill/contract/till/till-views';
import { useTillConfig } from '@/features/till/api/get-till-config';
import { useUpdateTillConfig } from '@/features/till/api/update-till-config';
import { useOrderType } from '@/features/till/order-type/order-type-store';

export type TillSettingsDialogProps = { onClose: () => void };

const VIEWS: readonly { value: TillView; label: string; hint: string }[] = [
  { value: 'full_till', label: 'Full till', hint: 'Categories and products to tap.' },
  { value: 'quick_till', label: 'Quick till', hint: 'A number pad and five quick products.' },
];

/**
 * The order type new orders on this till start as (issue 13), and which till opens by default (001 §3 defaultTillView, §7 PATCH till-config/update/):
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
  const orderType = useOrderType();
  const typeLabelId = useId();
  const [chosenType, setChosenType] = useState<DeliverTo | null>(null);
  const startType = chosenType ?? orderType.tillDefault;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box
        component="form"
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          // The order type is this device's own (each till has its default), kept on it.
          if (startType !== null) {
            orderType.setTillDefault(startType);
            orderType.choose(startType);
          }
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
          {orderType.offered.length > 1 && (
            <>
              <FormLabel
                id={typeLabelId}
                sx={{ display: 'block', mt: 2, fontWeight: 600, color: 'text.primary' }}
              >
                New orders on this till start as
              </FormLabel>
              <RadioGroup
                aria-labelledby={typeLabelId}
                value={startType ?? ''}
                onChange={(event) => setChosenType(event.target.value as DeliverTo)}
              >
                {orderType.offered.map((deliverTo) => (
                  <FormControlLabel
                    key={deliverTo}
                    value={deliverTo}
                    control={<Radio />}
                    label={deliverToLabel(deliverTo)}
                    sx={{ minHeight: 48 }}
                  />
                ))}
              </RadioGroup>
            </>
          )}
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
