import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api-client';
import { readServerReachability, subscribeServerReachability } from '@/api/server-reachability';
import { drainOutbox } from '@/offline/drain-outbox';
import { listSales } from '@/offline/outbox-store';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';

/** While sales wait, and while the server is down, the till tries again this often. */
export const DRAIN_INTERVAL_MS = 10_000;

/**
 * Runs the drainer for the signed-in merchant: on reconnect, when the server answers again
 * after failing (a restart, with the network up all along), when the page becomes visible
 * again, on resume (pageshow, focus) and every 10 s while anything waits.
 * While the server is down and nothing waits, a health check every 10 s finds it back.
 */
export const useOutboxDrainer = (
  merchant: string | null,
  getTerminal: () => CardTerminal | null,
  onResume?: (listener: () => void) => () => void,
): void => {
  const queryClient = useQueryClient();
  const terminalRef = useRef(getTerminal);
  useEffect(() => {
    terminalRef.current = getTerminal;
  }, [getTerminal]);
  useEffect(() => {
    if (merchant === null) return undefined;
    let isRunning = false;
    const run = async (ignoresBackOff: boolean) => {
      if (isRunning) return;
      isRunning = true;
      try {
        const report = await drainOutbox(merchant, {
          ignoresBackOff,
          terminal: terminalRef.current(),
        });
        // Orders, counts and stock now include the sales just sent.
        if (report !== null && report.sent > 0) void queryClient.invalidateQueries();
      } catch {
        // IndexedDB or the lock failed this time; the next trigger tries again.
      } finally {
        isRunning = false;
      }
    };
    const onTick = async () => {
      const waiting = await listSales(merchant).catch(() => []);
      if (waiting.some((sale) => sale.state !== 'attention')) await run(false);
      else if (readServerReachability().downSince !== null)
        await api.get('health', { fresh: true }).catch(() => undefined);
    };
    const onReconnect = () => void run(true);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void run(true);
    };
    window.addEventListener('online', onReconnect);
    window.addEventListener('pageshow', onReconnect);
    window.addEventListener('focus', onReconnect);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => void onTick(), DRAIN_INTERVAL_MS);
    const stopResume = onResume?.(onReconnect);
    let wasDown = readServerReachability().downSince !== null;
    const stopReachability = subscribeServerReachability(() => {
      const isDown = readServerReachability().downSince !== null;
      if (wasDown && !isDown) onReconnect();
      wasDown = isDown;
    });
    void run(true);
    return () => {
      stopReachability();
      stopResume?.();
      window.removeEventListener('online', onReconnect);
      window.removeEventListener('pageshow', onReconnect);
      window.removeEventListener('focus', onReconnect);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [merchant, queryClient, onResume]);
};

/** Asks the browser to keep the till's storage under pressure (sales wait there). */
export const requestPersistentStorage = async (): Promise<boolean> => {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
};
