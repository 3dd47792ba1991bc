import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { useBodyKey } from '@/api/use-body-key';

// Idempotency-Keys per body (issue 16): the same request sent again after a lost answer is
// counted once; after a refusal the server keeps, the next press is a new request.

describe('useBodyKey', () => {
  it('keeps the key for the same body and makes another for a changed one', () => {
    const { result } = renderHook(() => useBodyKey('z'));
    const first = result.current.keyFor({ businessDate: '2026-11-28' });
    expect(result.current.keyFor({ businessDate: '2026-11-28' })).toBe(first);
    expect(result.current.keyFor({ businessDate: '2026-11-27' })).not.toBe(first);
    expect(first).toMatch(/^z-/);
  });

  it('sends the same body again with the same key after a timeout or a 5xx', () => {
    const { result } = renderHook(() => useBodyKey('drawer'));
    const body = { kind: 'pay_out', amount: 1_000, reason: 'Milk' };
    const first = result.current.keyFor(body);
    result.current.failed(ApiError.timedOut());
    expect(result.current.keyFor(body)).toBe(first);
    result.current.failed(new ApiError(503, null));
    expect(result.current.keyFor(body)).toBe(first);
  });

  it('makes a new key after a refusal, which the server keeps under the old one', () => {
    const { result } = renderHook(() => useBodyKey('z'));
    const body = { businessDate: '2026-11-28' };
    const first = result.current.keyFor(body);
    result.current.failed(new ApiError(409, { detail: 'Cash up every open till first.' }));
    expect(result.current.keyFor(body)).not.toBe(first);
  });
});
