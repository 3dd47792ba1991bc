import { describe, expect, it } from 'vitest';
import {
  readTerminalSettings,
  resolveTerminalSettings,
  saveTerminalSettings,
} from '@/platform/card-terminal/terminal-settings';

describe('terminal settings', () => {
  it('are kept on the device, trimmed, and read back as the same object until they change', () => {
    saveTerminalSettings({ baseUrl: ' http://t:1 ', token: ' k ', serialNumber: '' });
    const first = readTerminalSettings();
    expect(first).toEqual({ baseUrl: 'http://t:1', token: 'k', serialNumber: '' });
    expect(readTerminalSettings()).toBe(first);
    expect(localStorage.getItem('opentill-device.cardTerminal')).not.toBeNull();
  });

  it('take the session device’s serial number and a platform address when none is set', () => {
    const stored = { baseUrl: '', token: 'k', serialNumber: '' };
    expect(resolveTerminalSettings(stored, { serialNumber: 'PAX-9' })).toBeNull();
    expect(
      resolveTerminalSettings(stored, { serialNumber: 'PAX-9', baseUrl: 'https://127.0.0.1:8443' }),
    ).toEqual({ baseUrl: 'https://127.0.0.1:8443', token: 'k', serialNumber: 'PAX-9' });
    expect(
      resolveTerminalSettings(
        { ...stored, baseUrl: 'http://t', serialNumber: 'OWN' },
        {
          serialNumber: 'PAX-9',
        },
      ),
    ).toEqual({ baseUrl: 'http://t', token: 'k', serialNumber: 'OWN' });
  });

  it('need a token before card payment is offered', () => {
    expect(
      resolveTerminalSettings(
        { baseUrl: 'http://t', token: '', serialNumber: 'x' },
        {
          serialNumber: null,
        },
      ),
    ).toBeNull();
  });
});
