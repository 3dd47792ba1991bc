/**
 * How long a request may go without a word from the server before it fails: a network
 * that half drops takes the request and never answers, and a till must not wait forever.
 * Each part of a long answer (a CSV export) starts the wait again, so only silence counts.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/** A file sent up (a photo, a logo): its own time on a slow connection is not silence. */
export const UPLOAD_TIMEOUT_MS = 120_000;
/**
 * For a call whose server work can take long on a big merchant: a catalogue imported
 * (thousands of rows in one transaction), a Z closing a day, a report over a long range.
 */
export const SLOW_REQUEST_TIMEOUT_MS = 120_000;

export type Deadline = {
  /** Aborts when the caller's signal does, or when the server has been silent too long. */
  signal: AbortSignal;
  /** The server said something: the silence starts again. */
  extend: () => void;
  /** Whether the silence, not the caller, stopped the request. */
  hasExpired: () => boolean;
  /** The request is over: no timer left running, no listener left on the caller's signal. */
  release: () => void;
};

const timeoutReason = () => new DOMException('The server did not answer in time.', 'TimeoutError');

/**
 * The caller's signal joined with a timer of `ms` (none when null). Joined by hand rather
 * than with AbortSignal.any and AbortSignal.timeout: the timer must start again on each
 * part of the answer, which AbortSignal.timeout cannot, and a hand-made join works on
 * every browser a till may run (AbortSignal.any needs Safari 17.4).
 */
export const startDeadline = (ms: number | null, caller?: AbortSignal): Deadline => {
  const controller = new AbortController();
  let hasExpired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expire = () => {
    hasExpired = true;
    controller.abort(timeoutReason());
  };
  const extend = () => {
    if (ms === null || controller.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(expire, ms);
  };
  const forward = () => controller.abort(caller?.reason);
  if (caller?.aborted) forward();
  else caller?.addEventListener('abort', forward, { once: true });
  extend();
  return {
    signal: controller.signal,
    extend,
    hasExpired: () => hasExpired,
    release: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', forward);
    },
  };
};

/**
 * The answer's body as text, read part by part so that each part extends the deadline.
 * A stall stops the read once the deadline's signal aborts, whatever the stream does.
 */
export const readTextWithin = async (response: Response, deadline: Deadline): Promise<string> => {
  const { body } = response;
  if (body === null) return '';
  const reader = body.getReader();
  const stop = () => {
    reader.cancel(deadline.signal.reason).catch(() => undefined);
  };
  deadline.signal.addEventListener('abort', stop, { once: true });
  try {
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      deadline.signal.throwIfAborted();
      if (done) return text + decoder.decode();
      deadline.extend();
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    deadline.signal.removeEventListener('abort', stop);
  }
};
