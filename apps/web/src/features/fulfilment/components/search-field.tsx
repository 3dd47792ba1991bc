import { useEffect, useState } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** Spec 000 §5: filter changes are debounced by 300 ms, so typing does not fetch per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchFieldProps = { value: string; onSearch: (search: string) => void };

/** The search box with its clear icon (spec 001 §2.12). */
export const SearchField = ({ value, onSearch }: SearchFieldProps) => {
  const [typed, setTyped] = useState(value);

  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => onSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onSearch]);

  return (
    <TextField
      label="Search"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
          endAdornment:
            typed === '' ? undefined : (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Clear search"
                  onClick={() => {
                    setTyped('');
                    onSearch('');
                  }}
                >
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ),
        },
      }}
    />
  );
};
