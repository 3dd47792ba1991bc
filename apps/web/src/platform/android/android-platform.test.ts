import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Android bridge is tested through its interface (DESIGN.md §10): Capacitor's native
// HTTP does not exist in jsdom, so its entry point is a stand-in here.
const request = vi.fn();
const printEscPos = vi.fn();
const registerPlugin = vi.fn((_name: string) => ({ printEscPos }));
vi.mock('@capacitor/core', () => ({
  CapacitorHttp: { request: (options: unknown) => request(options) },
  registerPlugin: (name: string) => registerPlugin(name),
}));
const removeResume = vi.fn(async () => undefined);
const addListener = vi.fn(async (_event: string, _listener: () => void) => ({
  remove: removeResume,
}));
vi.mock('@capacitor/app', () => ({
  App: {
    exitApp: vi.fn(),
    addListener: (event: string, listener: () => void) => addListener(event, listener),
  },
}));

const { createAndroidPlatform, ANDROID_DEFAULT_TERMINAL_URL } =
  await import('@/platform/android/android-platform');
const { ANDROID_PRINT_UNAVAILABLE } = await import('@/platform/android/android-printer');
const { printReceipt } = await import('@/platform/printer/print-receipt');
const { saveTerminalSettings } = await import('@/platform/card-terminal/terminal-settings');

describe('android platform', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('reaches the terminal through native HTTP, at the device’s own terminal by default', async () => {
    saveTerminalSettings({ baseUrl: '', token: 'tok', serialNumber: '' });
    request.mockResolvedValue({ status: 206, data: {} });
    const terminal = createAndroidPlatform().getCardTerminal({ serialNumber: 'PAX-7' });
    expect(await terminal?.getTransaction('u1')).toEqual({ status: 'in_progress' });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'GET',
        url: `${ANDROID_DEFAULT_TERMINAL_URL}/transaction?uti=u1&terminalId=PAX-7`,
        headers: expect.objectContaining({ Authorization: 'Bearer tok' }),
      }),
    );
  });

  it('says printing is unavailable instead of reporting a print that never happened', async () => {
    const outcome = await printReceipt(createAndroidPlatform().printer, 'RECEIPT', async () => {
      // The 500 ms wait is print-receipt's own test.
    });
    expect(outcome).toEqual({ isPrinted: false, reason: ANDROID_PRINT_UNAVAILABLE });
  });

  it('prints the jobs of the printers it serves through the app’s own plugin', async () => {
    printEscPos.mockResolvedValue({ outcome: 'confirmed', error: '' });
    const outcome = await createAndroidPlatform().printDeviceJob({
      id: 'job-1',
      kind: 'kitchen',
      printer: { id: 'p1', name: 'Bar', address: '10.0.0.9:9100', columns: 48, codePage: 'cp858' },
      escpos: 'G0A=',
      text: ['TABLE 4'],
      openDrawer: false,
    });
    expect(outcome).toEqual({ outcome: 'confirmed', error: '' });
    expect(registerPlugin).toHaveBeenCalledWith('OpenTillPrinter');
    expect(printEscPos).toHaveBeenCalledWith(
      expect.objectContaining({ host: '10.0.0.9', port: 9100 }),
    );
  });

  it('can exit and blocks the context menu', () => {
    expect(createAndroidPlatform()).toMatchObject({ canExit: true, blocksContextMenu: true });
  });

  it('tells the outbox drainer when the app comes back to the foreground, until unsubscribed', async () => {
    const listener = vi.fn();
    const stop = createAndroidPlatform().onResume?.(listener);
    expect(addListener).toHaveBeenCalledWith('resume', listener);
    stop?.();
    await vi.waitFor(() => expect(removeResume).toHaveBeenCalledTimes(1));
  });
});
