import Alert from '@mui/material/Alert';
import ButtonBase from '@mui/material/ButtonBase';
import Snackbar from '@mui/material/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { messages } from '@opentill/contract/messages';

/**
 * The persistent 'App updated!' notice: shown while a new service worker waits.
 * Clicking it activates that worker; the page reloads when it takes control
 * (workbox reports the controllerchange).
 */
export const UpdateNotice = () => {
  const {
    needRefresh: [isUpdateWaiting],
    updateServiceWorker,
  } = useRegisterSW({ onNeedReload: () => window.location.reload() });

  return (
    <Snackbar
      open={isUpdateWaiting}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the connectivity banner, so both can show.
      sx={{ bottom: { xs: 80, sm: 80 } }}
    >
      <Alert severity="info" variant="filled" icon={false} sx={{ p: 0 }}>
        <ButtonBase
          onClick={() => void updateServiceWorker(true)}
          sx={{ px: 2, py: 1.5, minHeight: 48, font: 'inherit', fontWeight: 600, color: 'inherit' }}
        >
          {messages.appUpdated}
        </ButtonBase>
      </Alert>
    </Snackbar>
  );
};
