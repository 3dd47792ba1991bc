import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { reportServerDown, reportServerUp } from '@/api/server-reachability';
import { drainOutbox } from '@/offline/drain-outbox';
import { useOutboxDrainer } from '@/offline/use-outbox-drainer';

vi.mock('@/offline/drain-outbox', () => ({
  drainOutbox: vi.fn(() => Promise.resolve({ sent: 0, attention: 0, waiting: 0, ms: 0 })),
}));

const render = () => {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useOutboxDrainer('corner-cafe', () => null), { wrapper });
};

describe('the outbox drainer', () => {
  afterEach(() => {
    reportServerUp();
    vi.mocked(drainOutbox).mockClear();
  });

  it('drains at once, ignoring back-off, when the server answers again after failing', async () => {
    const view = render();
    await waitFor(() => expect(drainOutbox).toHaveBeenCalledTimes(1));
    reportServerDown();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drainOutbox).toHaveBeenCalledTimes(1);

    reportServerUp();
    await waitFor(() => expect(drainOutbox).toHaveBeenCalledTimes(2));
    expect(drainOutbox).toHaveBeenLastCalledWith('corner-cafe', {
      ignoresBackOff: true,
      terminal: null,
    });
    view.unmount();
  });

  it('stops listening once unmounted', async () => {
    const view = render();
    await waitFor(() => expect(drainOutbox).toHaveBeenCalledTimes(1));
    view.unmount();
    reportServerDown();
    reportServerUp();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drainOutbox).toHaveBeenCalledTimes(1);
  });
});
