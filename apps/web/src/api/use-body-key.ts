import { useRef } from 'react';
import { isApiError } from '@/api/api-error';
import { newRequestKey } from '@/api/request-key';

export type BodyKey = {
  /** The key to send this body with: the last one while the body is unchanged. */
  keyFor: (body: unknown) => string;
  /**
   * After a failure: a refusal (4xx) is kept by the server under its key, so the next
   * press, once its cause is put right, must be a new request. A lost answer (a timeout,
   * the network) or a 5xx, which the server does not keep, is sent again with the same key.
   */
  failed: (error: unknown) => void;
};

/**
 * The Idempotency-Key of a request as typed. Sent again after a lost answer, the same body
 * goes with the same key and the server counts it once; a changed body is another request
 * and gets a new key, as the server refuses a key sent with another body.
 */
export const useBodyKey = (prefix: string): BodyKey => {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor: (body) => {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newRequestKey(prefix) };
      return last.current.key;
    },
    failed: (error) => {
      if (isApiError(error) && error.status >= 400 && error.status < 500) last.current = null;
    },
  };
};
