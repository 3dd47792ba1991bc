import { useRef } from 'react';
import { newRequestKey } from '@/api/request-key';

/**
 * The Idempotency-Key of a request as typed. Sent again after a lost answer (a timeout),
 * the same body goes with the same key and the server counts it once; a changed body is
 * another request and gets a new key, as the server refuses a key sent with another body.
 */
export const useBodyKey = (prefix: string): ((body: unknown) => string) => {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newRequestKey(prefix) };
    return last.current.key;
  };
};
