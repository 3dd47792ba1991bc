import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { shouldRetry } from '@/app/query-client';

// Which failed reads are asked again: a hiccup, twice; an answer or a timeout, never.

describe('shouldRetry', () => {
  it('asks again twice after a network failure or a 5xx', () => {
    const down = new ApiError(0, null, 'The server could not be reached');
    expect(shouldRetry(0, down)).toBe(true);
    expect(shouldRetry(1, new ApiError(503, null))).toBe(true);
    expect(shouldRetry(2, down)).toBe(false);
  });

  it('never asks again after a 4xx or a timeout', () => {
    expect(shouldRetry(0, new ApiError(404, null))).toBe(false);
    expect(shouldRetry(0, ApiError.timedOut())).toBe(false);
  });
});
