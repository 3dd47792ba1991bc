import type { FetchLike } from 'eventsource';
import type { CreateEventSource, EventSourceLike } from '@/api/event-stream';

/** An EventSource a test drives by hand: it opens, fails and delivers when told. */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  isClosed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(
    readonly url: string,
    readonly fetch: FetchLike,
  ) {}

  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = 2;
    this.isClosed = true;
  }

  open() {
    this.readyState = 1;
    this.dispatch(new Event('open'));
  }

  /** A dropped connection the package retries (`isFinal` false), or one it gave up on. */
  fail(isFinal = false) {
    this.readyState = isFinal ? 2 : 0;
    this.dispatch(new Event('error'));
  }

  send(type: string, id: number, data: unknown) {
    this.dispatch(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) }));
  }

  private dispatch(event: Event) {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }
}

/** A source factory that keeps every source it made, newest last. */
export const fakeSources = () => {
  const made: FakeEventSource[] = [];
  const createSource: CreateEventSource = (url, fetch) => {
    const source = new FakeEventSource(url, fetch);
    made.push(source);
    return source;
  };
  const latest = (): FakeEventSource => {
    const source = made.at(-1);
    if (source === undefined) throw new Error('No event source was opened.');
    return source;
  };
  return { made, createSource, latest };
};
