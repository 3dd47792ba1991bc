import { describe, expect, it, vi } from 'vitest';
import type { DeviceJob } from '@opentill/contract/printing/print-jobs.schemas';
import {
  ANDROID_BUILT_IN_PRINT_TIMEOUT_MS,
  ANDROID_NETWORK_PRINT_TIMEOUT_MS,
  APP_TOO_OLD_TO_PRINT,
  createAndroidDevicePrinter,
} from '@/platform/android/android-printer';
import type { OpenTillPrinterPlugin } from '@/platform/android/opentill-printer-plugin';
import type { DevicePrintOutcome } from '@/platform/platform';

const CONFIRMED: DevicePrintOutcome = { outcome: 'confirmed', error: '' };

const job = (address: string, overrides: Partial<DeviceJob> = {}): DeviceJob => ({
  id: 'job-1',
  kind: 'kitchen',
  printer: { id: 'p1', name: 'Bar', address, columns: 32, codePage: 'cp858' },
  escpos: 'G0BUQUJMRSA0Cg==',
  text: ['TABLE 4', '1 Flat white'],
  openDrawer: false,
  ...overrides,
});

// The native side is Java (OpenTillPrinterPlugin.java, with its own JVM tests); here it is a stand-in.
const fakePlugin = (answer: () => Promise<unknown>) => {
  const plugin = {
    printEscPos: vi.fn(answer),
    printBuiltIn: vi.fn(answer),
    status: vi.fn(async () => ({ health: 'online' as const })),
  };
  return { plugin, print: createAndroidDevicePrinter(plugin as unknown as OpenTillPrinterPlugin) };
};

describe('printing a device job on Android', () => {
  it('sends the ESC/POS bytes to a printer on the device’s network', async () => {
    const { plugin, print } = fakePlugin(async () => CONFIRMED);
    expect(await print(job('192.168.1.50:9100'))).toEqual(CONFIRMED);
    expect(plugin.printEscPos).toHaveBeenCalledWith({
      host: '192.168.1.50',
      port: 9100,
      data: 'G0BUQUJMRSA0Cg==',
      timeoutMs: ANDROID_NETWORK_PRINT_TIMEOUT_MS,
    });
    expect(plugin.printBuiltIn).not.toHaveBeenCalled();
  });

  it('prints the text lines on the terminal’s own printer, which has no address', async () => {
    const outOfPaper = { outcome: 'failed', error: 'The built-in printer is out of paper.' };
    const { plugin, print } = fakePlugin(async () => outOfPaper);
    expect(await print(job('', { openDrawer: true }))).toEqual(outOfPaper);
    expect(plugin.printBuiltIn).toHaveBeenCalledWith({
      lines: ['TABLE 4', '1 Flat white'],
      openDrawer: true,
      timeoutMs: ANDROID_BUILT_IN_PRINT_TIMEOUT_MS,
    });
  });

  it('fails an address that is not host:port without calling the plugin', async () => {
    const { plugin, print } = fakePlugin(async () => CONFIRMED);
    expect(await print(job('printer:99999'))).toMatchObject({ outcome: 'failed' });
    expect(plugin.printEscPos).not.toHaveBeenCalled();
  });

  it('fails when the installed app has no printer plugin, since nothing was sent', async () => {
    const { print } = fakePlugin(async () =>
      Promise.reject(Object.assign(new Error('not implemented'), { code: 'UNIMPLEMENTED' })),
    );
    expect(await print(job('192.168.1.50:9100'))).toEqual({
      outcome: 'failed',
      error: APP_TOO_OLD_TO_PRINT,
    });
  });

  it('calls a bridge failure or an odd answer unconfirmed: the job may have gone out', async () => {
    const broken = fakePlugin(async () => Promise.reject(new Error('bridge gone')));
    expect(await broken.print(job('192.168.1.50:9100'))).toMatchObject({ outcome: 'unconfirmed' });
    const odd = fakePlugin(async () => ({ outcome: 'printed' }));
    expect(await odd.print(job(''))).toMatchObject({ outcome: 'unconfirmed' });
  });
});
