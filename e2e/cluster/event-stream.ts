// The live event stream (GET events/stream/) read frame by frame over a real socket, as a
// browser's EventSource reads it.

export type Frame = { id?: string; event?: string; data?: string };

export type EventStreamReader = {
  status: number;
  /** The first frame that matches, waiting up to `timeoutMs`. */
  waitFor(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  close(): void;
};

const parse = (block: string): Frame => {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    const at = line.indexOf(': ');
    const field = line.slice(0, at);
    if (at > 0 && (field === 'id' || field === 'event' || field === 'data'))
      frame[field] = line.slice(at + 2);
  }
  return frame;
};

export const openEventStream = async (
  url: string,
  headers: Record<string, string>,
): Promise<EventStreamReader> => {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const frames: Frame[] = [];
  let buffered = '';
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      buffered += decoder.decode(chunk as Uint8Array, { stream: true });
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        frames.push(parse(buffered.slice(0, end)));
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\n\n');
      }
    }
  })().catch(() => {});
  return {
    status: res.status,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no such frame within ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close() {
      abort.abort();
      void reading;
    },
  };
};
