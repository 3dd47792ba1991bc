import { useMemo } from 'react';
import { useSession } from '@/api/get-session';
import { usePlatform } from '@/platform/platform-context';

/** Whether this device takes cards: the till then offers Card in one tap (issue 13). */
export const useHasCardTerminal = (): boolean => {
  const platform = usePlatform();
  const serialNumber = useSession().device?.serialNumber ?? null;
  return useMemo(
    () => platform.getCardTerminal({ serialNumber }) !== null,
    [platform, serialNumber],
  );
};
