import { Suspense, useState } from 'react';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { compactOnPhoneSx } from '@/features/till/components/till-switch-link';
import { LazyDrawerDialog, preloadDrawerDialog } from '@/features/till/drawer/lazy-drawer-dialog';
import { useCurrentDrawer } from '@/features/till/drawer/use-current-drawer';
import { DialogLoading } from '@/ui/dialog-loading';

/** The till's Cash drawer menu, while this till has an open session. */
export const CashDrawerButton = () => {
  const drawer = useCurrentDrawer();
  const [isOpen, setIsOpen] = useState(false);
  if (drawer.kind !== 'open') return null;
  return (
    <>
      <Button
        variant="outlined"
        aria-label="Cash drawer"
        startIcon={<PointOfSaleIcon />}
        onPointerEnter={preloadDrawerDialog}
        onFocus={preloadDrawerDialog}
        onClick={() => setIsOpen(true)}
        sx={compactOnPhoneSx}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Cash drawer
        </Box>
      </Button>
      {isOpen && (
        <Suspense fallback={<DialogLoading />}>
          <LazyDrawerDialog session={drawer.session} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
