import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { messages } from '@opentill/contract/messages';
import { useServerDownSince } from '@/api/server-reachability';

const CONNECTED_VISIBLE_MS = 3000;
/** A blip is not an outage: 'Offline' shows once the server has been out of reach this long. */
export const OFFLINE_AFTER_MS = 10_000;

export const OFFLINE_DETAIL = 'Keep selling: sales are kept on this till and sent when it is back.';

/** Whether the server has been out of reach (no network, or no answer) for 10 s. */
const useIsOffline = (): boolean => {
  const since = useServerDownSince();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [since]);
  return since !== null && now - since >= OFFLINE_AFTER_MS;
};

/** Pages inside the shell show the banner in their own flow, so it never covers Pay. */
const InlineClaim = createContext<(() => () => void) | null>(null);

/** Around every route: the fixed banner steps aside while a page shows it inline. */
export const ConnectivityBannerHost = ({ children }: { children: ReactNode }) => {
  const [inlineCount, setInlineCount] = useState(0);
  const [claim] = useState(() => () => {
    setInlineCount((count) => count + 1);
    return () => setInlineCount((count) => count - 1);
  });
  return (
    <InlineClaim.Provider value={claim}>
      {children}
      {inlineCount === 0 && <ConnectivityBanner />}
    </InlineClaim.Provider>
  );
};

export type ConnectivityBannerProps = {
  /** In the page's flow, under the top bar (the shell), rather than floating at the bottom. */
  isInline?: boolean;
};

/**
 * 'Offline' once the server has been out of reach for 10 s, whether the network is down or
 * the server does not answer (issue 15), with what the cashier does next; 'Connected' briefly
 * once it is back (spec 000 §2).
 */
export const ConnectivityBanner = ({ isInline = false }: ConnectivityBannerProps) => {
  const isOffline = useIsOffline();
  const claim = useContext(InlineClaim);
  useEffect(() => (isInline && claim !== null ? claim() : undefined), [isInline, claim]);
  const [wasOffline, setWasOffline] = useState(isOffline);
  const [isShowingConnected, setIsShowingConnected] = useState(false);
  // Adjusted during render, not in an effect: coming back shows 'Connected', going hides it.
  if (wasOffline !== isOffline) {
    setWasOffline(isOffline);
    setIsShowingConnected(!isOffline);
  }

  useEffect(() => {
    if (!isShowingConnected) return undefined;
    const timer = window.setTimeout(() => setIsShowingConnected(false), CONNECTED_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [isShowingConnected]);

  if (!isOffline && !isShowingConnected) return null;
  const text = isOffline ? (
    <>
      {messages.offline}
      <Box component="span" sx={{ fontWeight: 400, ml: 1 }}>
        {OFFLINE_DETAIL}
      </Box>
    </>
  ) : (
    messages.connected
  );
  if (isInline)
    return (
      <Alert
        role="status"
        severity={isOffline ? 'warning' : 'success'}
        variant="filled"
        sx={{ borderRadius: 0, py: 0, fontWeight: 600, flexShrink: 0 }}
      >
        {text}
      </Alert>
    );
  return (
    <Box
      role="status"
      // At the bottom, clear of the toasts at the top and of the till's cart actions' reach.
      sx={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'snackbar',
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Alert
        variant="filled"
        severity={isOffline ? 'warning' : 'success'}
        sx={{ boxShadow: 3, fontWeight: 600 }}
      >
        {isOffline ? (
          <>
            {messages.offline}
            <Box component="span" sx={{ fontWeight: 400, display: 'block' }}>
              {OFFLINE_DETAIL}
            </Box>
          </>
        ) : (
          messages.connected
        )}
      </Alert>
    </Box>
  );
};
