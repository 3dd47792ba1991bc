import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DateFilterField } from '@/features/fulfilment/components/date-filter-field';
import { toApiDate, toMaskedDate } from '@/ui/date-mask';

export type FiltersValue = { isReadyOnly: boolean; date: string | null };

export type FiltersDialogProps = {
  isOpen: boolean;
  /** 'Uncollected only:' or 'Undelivered only:'. */
  onlyReadyLabel: string;
  value: FiltersValue;
  onApply: (value: FiltersValue) => void;
  onClose: () => void;
};

/**
 * Spec 001 §2.11–2.12: the toggle, the date, Clear All and OK. Changes wait for OK,
 * so a half-typed date never reaches the list; Clear All empties the dialog.
 */
export const FiltersDialog = (props: FiltersDialogProps) => (
  <Dialog open={props.isOpen} onClose={props.onClose} fullWidth maxWidth="xs">
    {/* Keyed by opening, so each visit starts from the filters in force. */}
    {props.isOpen && <FiltersForm {...props} />}
  </Dialog>
);

const FiltersForm = ({ onlyReadyLabel, value, onApply, onClose }: FiltersDialogProps) => {
  const [isReadyOnly, setIsReadyOnly] = useState(value.isReadyOnly);
  const [date, setDate] = useState(value.date === null ? '' : toMaskedDate(value.date));
  const apiDate = toApiDate(date);
  const isDateUnfinished = date !== '' && apiDate === null;
  return (
    <>
      <DialogTitle>Filters</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <FormControlLabel
          label={onlyReadyLabel}
          labelPlacement="start"
          sx={{ justifyContent: 'space-between', ml: 0 }}
          control={
            <Switch
              checked={isReadyOnly}
              onChange={(event) => setIsReadyOnly(event.target.checked)}
            />
          }
        />
        <DateFilterField value={date} onChange={setDate} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button
          onClick={() => {
            setIsReadyOnly(false);
            setDate('');
          }}
        >
          Clear All
        </Button>
        <Button
          variant="contained"
          disabled={isDateUnfinished}
          onClick={() => {
            onApply({ isReadyOnly, date: apiDate });
            onClose();
          }}
        >
          OK
        </Button>
      </DialogActions>
    </>
  );
};
