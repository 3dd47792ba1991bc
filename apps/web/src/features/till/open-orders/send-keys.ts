import { newRequestKey } from '@/api/request-key';

/** How long Send or a round waits for the server before staff may try again or cancel. */
export const SEND_TIMEOUT_MS = 15_000;

// One Idempotency-Key per cart and destination, kept until the server has answered: a
// retry after a timeout, even from a reopened dialog, replays the first send, never a second.
const keys = new Map<string, string>();

export const sendKeyFor = (what: string): string => {
  const existing = keys.get(what);
  if (existing !== undefined) return existing;
  const key = newRequestKey('send');
  keys.set(what, key);
  return key;
};

export const forgetSendKey = (what: string): void => {
  keys.delete(what);
};
