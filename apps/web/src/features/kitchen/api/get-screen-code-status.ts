import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScreenCodeStatus } from '@opentill/contract/devices/screen-code.schemas';
import { api } from '@/api/api-client';
import { clearClientStorage, markKitchenScreen, setScreenId } from '@/api/client-storage';

/** How often a screen showing its code asks whether an owner has typed it. */
export const SCREEN_CODE_POLL_MS = 2_000;

export const SCREEN_CODE_STATUS_KEY = 'screen-code-status';

/**
 * GET screens/pairing-codes/{pollToken}/: still waiting, or paired with this screen's id.
 * The id is answered once, so it is kept the moment it arrives: whoever was logged in
 * here before is forgotten, and the screen's id speaks for this browser from now on. A
 * 404 means the code expired: the page asks for a new one.
 */
export const getScreenCodeStatus = async (
  pollToken: string,
  signal?: AbortSignal,
): Promise<ScreenCodeStatus> => {
  const answer = await api.get<ScreenCodeStatus>(
    `screens/pairing-codes/${encodeURIComponent(pollToken)}`,
    { signal, fresh: true, skipAuthEvents: true },
  );
  if (answer.status === 'paired') {
    clearClientStorage();
    setScreenId(answer.screenId);
    markKitchenScreen();
  }
  return answer;
};

export const screenCodeStatusQueryOptions = (pollToken: string | null) =>
  queryOptions({
    queryKey: [SCREEN_CODE_STATUS_KEY, pollToken],
    queryFn: ({ signal }) => getScreenCodeStatus(pollToken ?? '', signal),
    enabled: pollToken !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'paired' ? false : SCREEN_CODE_POLL_MS,
    retry: false,
    gcTime: 0,
  });

export const useScreenCodeStatus = (pollToken: string | null) =>
  useQuery(screenCodeStatusQueryOptions(pollToken));
