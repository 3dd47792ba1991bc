import type { FastifyInstance } from 'fastify';

// Reads a Server-Sent Events answer over a real socket, as a browser's EventSource
// would, frame by frame: app.inject waits for the end, which a stream never reaches.

export type SseFrame = {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
};

const parseFrame = (block: string): SseFrame => {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const at = line.indexOf(': ');
    if (at < 0) continue;
    const field = line.slice(0, at);
    const value = line.slice(at + 2);
    if (field === 'id' || field === 'event' || field === 'data' || field === 'retry')
      frame[field] = value;
  }
  return frame;
};

export type SseReader = {
  status: number;
  contentType: string | null;
  contentEncoding: string | null;
  frames: SseFrame[];
  /** The first frame from `from` on that matches, waiting up to `timeoutMs`. */
  waitFor(
    match: (frame: SseFrame) => boolean,
    timeoutMs?: number,
    from?: number,
  ): Promise<SseFrame>;
  /** Frames with an event name (not comments nor retry), in order. */
  events(): SseFrame[];
  close(): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
};

/** The app listening on a free port, once per test file. */
export const baseUrlOf = async (app: FastifyInstance): Promise<string> => {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrlOf(app);
};

export const openSse = async (url: string, headers: Record<string, string>): Promise<SseReader> => {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers },
    signal: abort.signal,
  });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  const body = res.body;
  const ended = (async () => {
    if (!body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          frames.push(parseFrame(buffer.slice(0, cut)));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Aborted by close(): the frames read so far stay.
    }
  })();
  const waitFor = (match: (frame: SseFrame) => boolean, timeoutMs = 5000, from = 0) =>
    new Promise<SseFrame>((resolve, reject) => {
      const check = () => {
        const found = frames.slice(from).find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    contentEncoding: res.headers.get('content-encoding'),
    frames,
    waitFor,
    events: () => frames.filter((frame) => frame.event !== undefined),
    close: () => abort.abort(),
    ended,
  };
};
