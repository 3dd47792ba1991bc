import { useCallback, useEffect } from 'react';
import { useSession } from '@/api/get-session';
import { useCatalogueVersion } from '@/offline/catalogue-version';
import { ensureTillDevice } from '@/offline/till-device';
import { requestPersistentStorage, useOutboxDrainer } from '@/offline/use-outbox-drainer';
import { usePlatform } from '@/platform/platform-context';
import { useDevicePrintRunner } from '@/platform/printer/use-device-print-runner';

/**
 * What lets this browser sell with no server (issue 15), for staff and paired terminals:
 * its till registration, the catalogue version its prices are, persistent storage, and
 * the drainer that sends its outbox; and the printers it serves (issue 17), whose jobs it
 * pulls. A kitchen screen sells nothing and runs none of it.
 */
export const OfflineSelling = () => {
  const session = useSession();
  const sells = session.user !== null || session.device?.kind === 'terminal';
  const merchant = sells ? (session.client?.identifier ?? null) : null;
  const platform = usePlatform();
  const serialNumber = session.device?.serialNumber ?? null;
  const getTerminal = useCallback(
    () => platform.getCardTerminal({ serialNumber }),
    [platform, serialNumber],
  );
  useOutboxDrainer(merchant, getTerminal, platform.onResume);
  useCatalogueVersion(merchant);
  useDevicePrintRunner(merchant);
  useEffect(() => {
    if (merchant === null) return;
    void ensureTillDevice(merchant);
    void requestPersistentStorage();
  }, [merchant]);
  return null;
};
