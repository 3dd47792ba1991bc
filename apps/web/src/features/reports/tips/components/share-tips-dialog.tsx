import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatPence, type Pence } from '@opentill/contract/money';
import { tipsMessages as m, type TipAllocation } from '@opentill/contract/reports/tips.schemas';
import { useWorkers } from '@/features/reports/tips/api/get-workers';
import { SharePreview } from '@/features/reports/tips/components/share-preview';
import { ShareWorkersFields } from '@/features/reports/tips/components/share-workers-fields';
import { useShareTipsForm, type Worker } from '@/features/reports/tips/hooks/use-share-tips-form';
import { tipPeriodLabel } from '@/features/reports/tips/tip-labels';
import type { TipPeriod } from '@/features/reports/tips/tip-period';
import { FormErrorAlert } from '@/ui/form-error-alert';

export type ShareTipsDialogProps = {
  period: TipPeriod;
  potPence: Pence;
  onCancel: () => void;
  onShared: (allocation: TipAllocation) => void;
};

/** A finger's worth of height for each way to share, as the workers' checkboxes have. */
const RADIO_SX = { minHeight: 48 } as const;

const NO_CASHIERS = 'There are no cashiers to share with: add them at the till first.';

/**
 * Share tips (issue 16): the period's tips not yet shared split between the workers chosen,
 * equally or by the hours each gave, previewed to the penny before it is recorded. An
 * allocation is never edited, so this asks once, with the figures in front of the manager.
 */
export const ShareTipsDialog = ({ period, potPence, onCancel, onShared }: ShareTipsDialogProps) => {
  const titleId = useId();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const cashiers = useWorkers();
  const workers: Worker[] = (cashiers.data ?? []).map((c) => ({ id: c.id, name: c.username }));
  const form = useShareTipsForm(period, potPence, workers, onShared);

  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{m.share}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography>
            {formatPence(potPence)} in tips not yet shared, {tipPeriodLabel(period.from, period.to)}
            . Once shared, these tips cannot be shared again; a tip taken later is left for the next
            share.
          </Typography>
          <FormErrorAlert message={form.errors.other} />
          <FormControl component="fieldset">
            <FormLabel component="legend">Share</FormLabel>
            <RadioGroup
              row
              value={form.method}
              onChange={(_, value) => form.setMethod(value === 'hours' ? 'hours' : 'equal')}
            >
              <FormControlLabel value="equal" control={<Radio />} label={m.equal} sx={RADIO_SX} />
              <FormControlLabel value="hours" control={<Radio />} label={m.byHours} sx={RADIO_SX} />
            </RadioGroup>
          </FormControl>
          {cashiers.isPending && <CircularProgress aria-label="Loading the cashiers" />}
          {cashiers.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void cashiers.refetch()}>
                  Try again
                </Button>
              }
            >
              The cashiers could not be loaded.
            </Alert>
          )}
          {cashiers.data !== undefined && workers.length === 0 && (
            <Typography color="text.secondary">{NO_CASHIERS}</Typography>
          )}
          {workers.length > 0 && (
            <>
              <ShareWorkersFields
                workers={workers}
                method={form.method}
                chosenIds={form.chosenIds}
                hoursText={form.hoursText}
                errors={form.errors}
                onToggle={form.toggleWorker}
                onHoursChange={form.setHours}
              />
              <SharePreview lines={form.preview} hasWorkers={form.chosenIds.size > 0} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onCancel} size="large">
          Cancel
        </Button>
        <Button
          onClick={form.submit}
          size="large"
          variant="contained"
          loading={form.isPending}
          disabled={workers.length === 0 || potPence === 0}
        >
          {m.share}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
