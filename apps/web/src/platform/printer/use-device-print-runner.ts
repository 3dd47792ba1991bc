import { useEffect, useState } from 'react';
import { api } from '@/api/api-client';
import { useSession } from '@/api/get-session';
import { ensureTillDevice } from '@/offline/till-device';
import { usePlatform } from '@/platform/platform-context';

/** How often a till asks for its registration again while the server cannot give it. */
export const TILL_REGISTRATION_RETRY_MS = 10_000;

/** This browser's till id for `merchant`: kept, or registered (POST devices/tills/) once the server answers. */
const useTillDeviceId = (merchant: string | null): string | null => {
  const [known, setKnown] = useState<{ merchant: string; id: string } | null>(null);
  useEffect(() => {
    if (merchant === null) return undefined;
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const device = await ensureTillDevice(merchant);
      if (isCancelled) return;
      if (device === null) timer = setTimeout(() => void ask(), TILL_REGISTRATION_RETRY_MS);
      else setKnown({ merchant, id: device.id });
    };
    void ask();
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [merchant]);
  return known !== null && known.merchant === merchant ? known.id : null;
};

/**
 * Runs the device print runner (device-print-runner.ts) while this device is known: a
 * paired terminal by its session, a till by its registration. `merchant` is null where
 * nothing sells (a kitchen screen, logged out): then nothing runs. The runner is loaded
 * only once it is needed, with the zod schema it checks the jobs with.
 */
export const useDevicePrintRunner = (merchant: string | null): void => {
  const platform = usePlatform();
  const device = useSession().device;
  const terminalId = device?.kind === 'terminal' ? device.id : null;
  const tillId = useTillDeviceId(merchant !== null && terminalId === null ? merchant : null);
  const deviceId = merchant === null ? null : (terminalId ?? tillId);
  useEffect(() => {
    if (deviceId === null) return undefined;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    import('@/platform/printer/device-print-runner')
      .then(({ startDevicePrintRunner }) => {
        if (!isCancelled) stop = startDevicePrintRunner({ deviceId, platform, api });
      })
      // A chunk that cannot load (an update replaced it) is loaded again by the next mount.
      .catch(() => undefined);
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [deviceId, platform]);
};
