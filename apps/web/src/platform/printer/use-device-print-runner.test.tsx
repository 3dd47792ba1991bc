import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { EMPTY_SESSION, SESSION_QUERY_KEY } from '@/api/get-session';

const stopRunner = vi.fn();
const startDevicePrintRunner = vi.fn((_options: { deviceId: string }) => stopRunner);
vi.mock('@/platform/printer/device-print-runner', () => ({
  startDevicePrintRunner: (options: { deviceId: string }) => startDevicePrintRunner(options),
}));
const ensureTillDevice =
  vi.fn<(merchant: string) => Promise<{ id: string; number: number } | null>>();
vi.mock('@/offline/till-device', () => ({
  ensureTillDevice: (merchant: string) => ensureTillDevice(merchant),
}));

const { TILL_REGISTRATION_RETRY_MS, useDevicePrintRunner } =
  await import('@/platform/printer/use-device-print-runner');

const TERMINAL_ID = '0190f2a4-0000-7000-8000-00000000000a';
const TILL_ID = '0190f2a4-0000-7000-8000-00000000000b';
const TERMINAL_SESSION: Session = {
  ...EMPTY_SESSION,
  device: { id: TERMINAL_ID, kind: 'terminal', serialNumber: 'PAX-7', name: 'Terminal' },
};

const render = (session: Session, merchant: string | null) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDevicePrintRunner(merchant), { wrapper });
};

const startedFor = () => startDevicePrintRunner.mock.calls.map(([options]) => options.deviceId);

describe('useDevicePrintRunner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    startDevicePrintRunner.mockClear();
    stopRunner.mockClear();
    ensureTillDevice.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a paired terminal’s printers by its session’s device, until unmounted', async () => {
    const view = render(TERMINAL_SESSION, 'corner-cafe');
    await vi.waitFor(() => expect(startedFor()).toEqual([TERMINAL_ID]));
    expect(ensureTillDevice).not.toHaveBeenCalled();
    view.unmount();
    expect(stopRunner).toHaveBeenCalledTimes(1);
  });

  it('serves a till’s printers once its registration is known, asking again while it is not', async () => {
    ensureTillDevice.mockResolvedValueOnce(null).mockResolvedValue({ id: TILL_ID, number: 2 });
    render(EMPTY_SESSION, 'corner-cafe');
    await act(() => vi.advanceTimersByTimeAsync(TILL_REGISTRATION_RETRY_MS - 1));
    expect(startDevicePrintRunner).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(startedFor()).toEqual([TILL_ID]));
    expect(ensureTillDevice).toHaveBeenCalledWith('corner-cafe');
  });

  it('runs nothing where nothing sells', async () => {
    render(TERMINAL_SESSION, null);
    await act(() => vi.advanceTimersByTimeAsync(TILL_REGISTRATION_RETRY_MS * 3));
    expect(startDevicePrintRunner).not.toHaveBeenCalled();
    expect(ensureTillDevice).not.toHaveBeenCalled();
  });
});
