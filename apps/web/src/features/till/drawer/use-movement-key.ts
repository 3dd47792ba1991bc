import { useRef } from 'react';
import type { DrawerMovementInput } from '@opentill/contract/drawer/drawer.schemas';
import { newRequestKey } from '@/features/till/checkout/api/request-key';

/**
 * The Idempotency-Key of a movement as typed. Pressed again after a lost answer (a
 * timeout), the same movement goes with the same key and the server records it once; a
 * changed amount, reason or PIN is another request and gets a new key, as the server
 * refuses a key sent again with a different body.
 */
export const useMovementKey = (): ((input: DrawerMovementInput) => string) => {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (input) => {
    const body = JSON.stringify(input);
    if (last.current?.body !== body) last.current = { body, key: newRequestKey('drawer') };
    return last.current.key;
  };
};
