import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type KitchenPagerProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** Two large buttons rather than a row of small page numbers: they are tapped from arm's length. */
export const KitchenPager = ({ page, pageCount, onPageChange }: KitchenPagerProps) => {
  if (pageCount <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label="Kitchen pages"
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2, color: '#ffffff' }}
    >
      <Button
        variant="contained"
        size="large"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        sx={{ fontSize: '1.25rem', minWidth: 140 }}
      >
        Previous
      </Button>
      <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
        Page {page} of {pageCount}
      </Typography>
      <Button
        variant="contained"
        size="large"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
        sx={{ fontSize: '1.25rem', minWidth: 140 }}
      >
        Next
      </Button>
    </Stack>
  );
};
