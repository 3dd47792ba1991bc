import { useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { markSearchInput } from '@/features/till/components/search/search-timing';
import {
  useSearchQuery,
  type TillSearchStore,
} from '@/features/till/components/search/till-search-store';

export const SEARCH_LABEL = 'Search products';

export type TillSearchFieldProps = {
  search: TillSearchStore;
  /** The box is about to be used: a good moment to fetch what it searches. */
  onFocus: () => void;
};

/**
 * The till's search box (issue 13): a plain input, not a TextField, since it ships with
 * the till's first screen. Escape or the cross empties it, and the level comes back.
 */
export const TillSearchField = ({ search, onFocus }: TillSearchFieldProps) => {
  const query = useSearchQuery(search);
  const inputRef = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    markSearchInput();
    search.setQuery(event.target.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      search.setQuery('');
    }
  };
  return (
    <Box
      role="search"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        flex: '1 1 220px',
        minWidth: 180,
        maxWidth: 420,
        height: 48,
        borderRadius: 999,
        bgcolor: 'background.default',
        // An inset line, not a border: the input itself stays a full 48 px target.
        boxShadow: 'inset 0 0 0 1px #c5d3d1',
        '&:focus-within': { boxShadow: 'inset 0 0 0 2px #0f5c57' },
      }}
    >
      <SearchIcon aria-hidden sx={{ ml: 1.5, color: 'text.secondary', flex: 'none' }} />
      <Box
        component="input"
        ref={inputRef}
        type="search"
        value={query}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        placeholder={SEARCH_LABEL}
        aria-label={SEARCH_LABEL}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          px: 1,
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
          // The browser's own small cross would sit beside the finger-sized one.
          '&::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      {query !== '' && (
        <IconButton
          aria-label="Clear search"
          onClick={() => {
            search.setQuery('');
            inputRef.current?.focus();
          }}
          sx={{ flex: 'none' }}
        >
          <ClearIcon />
        </IconButton>
      )}
    </Box>
  );
};
