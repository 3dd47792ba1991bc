import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useNewOrderAlert } from '@/features/orders/hooks/use-new-order-alert';
import { makeListedOrder } from '@/testing/order-fixtures';

afterEach(() => vi.restoreAllMocks());

const at = (createdAt: string) => makeListedOrder({ id: createdAt, createdAt });

describe('the new-order alert (000 §2)', () => {
  it('sounds when an order newer than the previous top one appears, in live mode only', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { rerender } = renderHook(
      ({ top, isLive }: { top: Order | undefined; isLive: boolean }) =>
        useNewOrderAlert(top, isLive),
      { initialProps: { top: undefined as Order | undefined, isLive: true } },
    );
    rerender({ top: at('2026-11-26T10:00:00Z'), isLive: true });
    expect(play).not.toHaveBeenCalled(); // the first load only sets the mark
    rerender({ top: at('2026-11-26T09:00:00Z'), isLive: true });
    expect(play).not.toHaveBeenCalled(); // an older top order (a filter) is not new
    rerender({ top: at('2026-11-26T10:05:00Z'), isLive: true });
    expect(play).toHaveBeenCalledTimes(1);
    rerender({ top: at('2026-11-26T10:10:00Z'), isLive: false });
    expect(play).toHaveBeenCalledTimes(1);
  });
});
