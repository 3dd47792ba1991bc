import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** The wait while a lazily loaded dialog's code arrives (rare: dialogs are fetched ahead). */
export const DialogLoading = () => (
  <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
    <CircularProgress color="inherit" aria-label="Loading" />
  </Backdrop>
);
