import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';

const MAX_RETRIES = 2;

/**
 * A 4xx is an answer, not a hiccup: retrying it cannot help. Nor is a request the server
 * sat on for the whole timeout: asked again, it would only queue the same slow work
 * behind the first. A network failure and a 5xx retry twice.
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.isTimeout) return false;
  return failureCount < MAX_RETRIES;
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 5_000, gcTime: 5 * 60_000 },
      mutations: { retry: false },
    },
  });
