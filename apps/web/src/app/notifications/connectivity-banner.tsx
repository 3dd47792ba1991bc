import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { messages } from '@opentill/contract/messages';
import { useOnlineStatus } from '@/app/notifications/use-online-status';

const CONNECTED_VISIBLE_MS = 3000;

/** 'Offline' while the connection is down; 'Connected' briefly once it is back (spec 000 §2). */
export const ConnectivityBanner = () => {
  const isOnline = useOnlineStatus();
  const [previousOnline, setPreviousOnline] = useState(isOnline);
  const [isShowingConnected, setIsShowingConnected] = useState(false);
  // Adjusted during render, not in an effect: coming back online shows 'Connected',
  // going offline hides it.
  if (previousOnline !== isOnline) {
    setPreviousOnline(isOnline);
    setIsShowingConnected(isOnline);
  }

  useEffect(() => {
    if (!isShowingConnected) return undefined;
    const timer = window.setTimeout(() => setIsShowingConnected(false), CONNECTED_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [isShowingConnected]);

  if (isOnline && !isShowingConnected) return null;
  return (
    <Box
      role="status"
      // At the bottom, clear of the toasts at the top.
      sx={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'snackbar',
      }}
    >
      <Alert
        variant="filled"
        severity={isOnline ? 'success' : 'warning'}
        sx={{ boxShadow: 3, fontWeight: 600 }}
      >
        {isOnline ? messages.connected : messages.offline}
      </Alert>
    </Box>
  );
};
