let counter = 0;

/**
 * A fresh Idempotency-Key (8 to 200 characters). Not crypto.randomUUID: a till on a LAN
 * address over http is not a secure context, where that function does not exist.
 */
export const newRequestKey = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
