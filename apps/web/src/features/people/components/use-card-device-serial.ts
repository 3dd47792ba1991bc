import { useSyncExternalStore } from 'react';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { isTerminalDevice } from '@/api/session-access';
import {
  readTerminalSettings,
  subscribeToTerminalSettings,
} from '@/platform/card-terminal/terminal-settings';

/**
 * The card device's serial number when one is known (spec 000 §2 Help): the paired
 * terminal this session runs on, else the one set in this browser's Card terminal
 * dialog; null when neither is.
 */
export const useCardDeviceSerial = (session: Session): string | null => {
  const stored = useSyncExternalStore(subscribeToTerminalSettings, readTerminalSettings);
  const paired = isTerminalDevice(session) ? (session.device?.serialNumber ?? '') : '';
  if (paired !== '') return paired;
  return stored.serialNumber === '' ? null : stored.serialNumber;
};
