import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

export type ListPagerProps = {
  page: number;
  pageSize: number;
  /** The server's count: the whole list, or a lower bound when `countExact` is false. */
  count: number;
  countExact: boolean;
  onPageChange: (page: number) => void;
  /** What the list holds, for the count's words: "orders". */
  noun: string;
};

const number = new Intl.NumberFormat('en-GB');

/**
 * The pager of a server-paged list. With an exact count it is the numbered pager; when
 * the server stopped counting (000-9: past a thousand rows), it never invents a last
 * page: it says "1,000+ orders", "Page 3 of 100+", and offers Previous and Next.
 */
export const ListPager = ({
  page,
  pageSize,
  count,
  countExact,
  onPageChange,
  noun,
}: ListPagerProps) => {
  const knownPages = Math.max(1, Math.ceil(count / pageSize));
  if (countExact) {
    if (knownPages <= 1) return null;
    return (
      <Pagination
        count={knownPages}
        page={page}
        onChange={(_, next) => onPageChange(next)}
        size="large"
        aria-label={`${noun} pages`}
        sx={{ justifySelf: 'center', display: 'flex', justifyContent: 'center' }}
      />
    );
  }
  return (
    <Box
      component="nav"
      aria-label={`${noun} pages`}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}
    >
      <IconButton
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography role="status" aria-label="Page" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        Page {number.format(page)} of {number.format(knownPages)}+ · {number.format(count)}+ {noun}
      </Typography>
      <IconButton aria-label="Next page" onClick={() => onPageChange(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
};
