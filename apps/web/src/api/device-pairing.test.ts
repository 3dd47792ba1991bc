import { describe, expect, it } from 'vitest';
import { clearClientStorage } from '@/api/client-storage';
import { getDeviceId, readTerminalPairing, saveTerminalPairing } from '@/api/device-pairing';

const PAIRING = { merchant: 'corner-cafe', merchantName: 'Corner Café', serialNumber: 'PAX-1' };

describe('device pairing storage', () => {
  it('makes a random version 4 device id once and keeps it', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getDeviceId()).toBe(id);
    localStorage.clear();
    expect(getDeviceId()).not.toBe(id);
  });

  it('keeps the terminal pairing and the device id through a log out', () => {
    const id = getDeviceId();
    saveTerminalPairing(PAIRING);
    clearClientStorage();
    expect(readTerminalPairing()).toEqual(PAIRING);
    expect(getDeviceId()).toBe(id);
  });

  it('reads no pairing from nothing, from junk or without a merchant', () => {
    expect(readTerminalPairing()).toBeNull();
    localStorage.setItem('opentill-device.terminalPairing', '{not json');
    expect(readTerminalPairing()).toBeNull();
    localStorage.setItem('opentill-device.terminalPairing', JSON.stringify({ serialNumber: 'X' }));
    expect(readTerminalPairing()).toBeNull();
  });
});
