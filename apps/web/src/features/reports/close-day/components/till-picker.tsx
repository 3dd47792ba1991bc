import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type TillChoice = { id: string; name: string };

export type TillPickerProps = {
  /** The chosen till's device id; null for the whole business. */
  deviceId: string | null;
  tills: readonly TillChoice[];
  onChange: (deviceId: string | null) => void;
};

const WHOLE_BUSINESS = 'business';

/** Whose figures the X report shows: the whole business, or one till. */
export const TillPicker = ({ deviceId, tills, onChange }: TillPickerProps) => (
  <TextField
    select
    label="Figures for"
    value={deviceId ?? WHOLE_BUSINESS}
    onChange={(event) =>
      onChange(event.target.value === WHOLE_BUSINESS ? null : event.target.value)
    }
    sx={{ minWidth: { sm: 240 } }}
  >
    <MenuItem value={WHOLE_BUSINESS}>Whole business</MenuItem>
    {tills.map((till) => (
      <MenuItem key={till.id} value={till.id}>
        {till.name}
      </MenuItem>
    ))}
  </TextField>
);
