import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export type OrdersToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  onOpenFilters: () => void;
  isLive: boolean;
  onLiveChange: (isLive: boolean) => void;
};

/** Search, Filters and the LIVE toggle (001 §2.4). */
export const OrdersToolbar = ({
  search,
  onSearch,
  onOpenFilters,
  isLive,
  onLiveChange,
}: OrdersToolbarProps) => (
  <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
    <TextField
      type="search"
      label="Search"
      placeholder="Number, name, phone, email, postcode or item"
      value={search}
      onChange={(event) => onSearch(event.target.value)}
      sx={{ flex: '1 1 260px' }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
    <Button
      variant="outlined"
      size="large"
      startIcon={<FilterListIcon />}
      onClick={onOpenFilters}
      sx={{ minHeight: 56 }}
    >
      Filters
    </Button>
    <FormControlLabel
      label="LIVE"
      control={<Switch checked={isLive} onChange={(event) => onLiveChange(event.target.checked)} />}
      sx={{ minHeight: 56, mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
    />
  </Box>
);
