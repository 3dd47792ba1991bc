import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type KitchenPagerProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/**
 * Two large buttons rather than a row of small page numbers: they are tapped from arm's
 * length. It sits in the header, where it is seen without scrolling (findings §6 item 4).
 */
export const KitchenPager = ({ page, pageCount, onPageChange }: KitchenPagerProps) => {
  if (pageCount <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label="Kitchen pages"
      direction="row"
      sx={{ alignItems: 'center', gap: 1, color: '#ffffff', maxWidth: '100%' }}
    >
      <Button
        variant="contained"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        sx={{ fontSize: '1.15rem', minHeight: 48, minWidth: { xs: 96, sm: 112 } }}
      >
        Previous
      </Button>
      <Typography
        sx={{ fontSize: { xs: '1.0625rem', sm: '1.25rem' }, fontWeight: 700, whiteSpace: 'nowrap' }}
      >
        Page {page} of {pageCount}
      </Typography>
      <Button
        variant="contained"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
        sx={{ fontSize: '1.15rem', minHeight: 48, minWidth: { xs: 88, sm: 112 } }}
      >
        Next
      </Button>
    </Stack>
  );
};
