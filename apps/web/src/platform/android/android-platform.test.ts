import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Android bridge is tested through its interface (DESIGN.md §10): Capacitor's native
// side does not exist in jsdom, so its two entry points are stand-ins here.
const request = vi.fn();
const print = vi.fn();
vi.mock('@capacitor/core', () => ({
  CapacitorHttp: { request: (options: unknown) => request(options) },
  registerPlugin: () => ({ print: (options: unknown) => print(options) }),
}));
vi.mock('@capacitor/app', () => ({ App: { exitApp: vi.fn() } }));

const { createAndroidPlatform, ANDROID_DEFAULT_TERMINAL_URL } =
  await import('@/platform/android/android-platform');
const { saveTerminalSettings } = await import('@/platform/card-terminal/terminal-settings');

describe('android platform', () => {
  beforeEach(() => {
    request.mockReset();
    print.mockReset();
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

  it('prints through the OpenTillPrinter plugin and passes on its failure', async () => {
    const { printer } = createAndroidPlatform();
    await printer.print('RECEIPT');
    expect(print).toHaveBeenCalledWith({ text: 'RECEIPT' });
    print.mockRejectedValueOnce(new Error('Out of paper'));
    await expect(printer.print('RECEIPT')).rejects.toThrow('Out of paper');
  });

  it('can exit', () => {
    expect(createAndroidPlatform().canExit).toBe(true);
  });
});
