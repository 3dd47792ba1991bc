import { EventSource, type FetchLike } from 'eventsource';
import {
  EVENT_STREAM_HEARTBEAT_MS,
  EVENT_STREAM_RETRY_MS,
  EVENT_TYPES,
} from '@opentill/contract/events/event-types';
import { isApiError } from '@/api/api-error';
import { streamFetch } from '@/api/event-stream-fetch';
import { checkEvents, type EventCheck } from '@/api/get-events';
import { parseStreamEvent, type StreamEvent } from '@/api/stream-event';

/**
 * The tab's one live stream (DESIGN.md §12, issue 15), shared by every screen:
 * GET /api/events/stream/ as Server-Sent Events. A fetch-based EventSource (the
 * `eventsource` package) because a kitchen screen authenticates with a header that a
 * browser's own EventSource cannot send.
 *
 * States: `off` (nobody signed in), `connecting`, `live`, `down` (an error, or not open
 * within CONNECT_TIMEOUT_MS). Screens poll while it is not live (live-interval.ts).
 */
export type StreamState = 'off' | 'connecting' | 'live' | 'down';

/**
 * What the stream tells the app: an event, or `resync` when events may have been missed
 * (the server's `reset`, or a fresh start after being down), so everything live is fetched again.
 */
export type StreamMessage = { kind: 'event'; event: StreamEvent } | { kind: 'resync' };

/** The part of an EventSource this uses; tests pass a fake. */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener: (type: string, listener: (event: Event) => void) => void;
  close: () => void;
};
export type CreateEventSource = (url: string, fetch: FetchLike) => EventSourceLike;

export const EVENT_STREAM_URL = '/api/events/stream/';
/** Not open by then: screens poll meanwhile, and the notice shows. */
export const CONNECT_TIMEOUT_MS = 4000;
/**
 * Nothing at all (the server sends a heartbeat every 20 s) for this long: the connection
 * died without a word, as a dropped Wi-Fi leaves it. Start again rather than trust it.
 */
export const SILENCE_LIMIT_MS = EVENT_STREAM_HEARTBEAT_MS * 2.5;
/**
 * While live, GET events/ this often: it catches what the stream may have missed, and a
 * principal the server no longer knows (a screen unpaired, a session ended elsewhere) gets
 * its 401 and leaves, as every call's 401 does; the open stream alone would not tell.
 */
export const LIVE_CHECK_MS = 10_000;
/** After the package gives up (a refusal, a wrong answer), try again, doubling up to this. */
export const MAX_RESTART_DELAY_MS = 30_000;
const CLOSED = 2;

export type EventStreamDeps = {
  createSource?: CreateEventSource;
  url?: string;
  check?: (after: number | null) => Promise<EventCheck>;
};

const browserSource: CreateEventSource = (url, fetch) => new EventSource(url, { fetch });

export const createEventStream = ({
  createSource = browserSource,
  url = EVENT_STREAM_URL,
  check = checkEvents,
}: EventStreamDeps = {}) => {
  let state: StreamState = 'off';
  let source: EventSourceLike | null = null;
  let lastId: number | null = null;
  let hasBeenDown = false;
  let restartDelay = EVENT_STREAM_RETRY_MS;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let checkTimer: ReturnType<typeof setInterval> | undefined;
  let onMessage: (message: StreamMessage) => void = () => undefined;
  const stateListeners = new Set<() => void>();

  const setState = (next: StreamState) => {
    if (next === state) return;
    state = next;
    if (next === 'down') hasBeenDown = true;
    if (next !== 'live') clearInterval(checkTimer);
    for (const listener of stateListeners) listener();
  };

  const clearTimers = () => {
    clearTimeout(connectTimer);
    clearTimeout(restartTimer);
    clearTimeout(silenceTimer);
    clearInterval(checkTimer);
  };

  const isNew = (id: number) => lastId === null || id > lastId;
  const noteId = (event: Event) => {
    const id = Number((event as MessageEvent).lastEventId);
    if (Number.isInteger(id) && id > 0 && isNew(id)) lastId = id;
  };

  /** Drops a connection that cannot be trusted and opens a new one, resuming. */
  const restart = (dropped: EventSourceLike) => {
    if (source !== dropped) return;
    setState('down');
    dropped.close();
    clearTimers();
    connect();
  };

  const runCheck = async (checked: EventSourceLike) => {
    try {
      const answer = await check(lastId);
      if (source !== checked || state !== 'live') return;
      if (answer.isReset || lastId === null) {
        const hadMissed = answer.isReset;
        lastId = answer.lastId;
        if (hadMissed) onMessage({ kind: 'resync' });
        return;
      }
      for (const event of answer.events.filter((e) => isNew(e.id))) {
        lastId = event.id;
        onMessage({ kind: 'event', event });
      }
    } catch (error) {
      // The server cannot be reached, yet the stream looks open: it is not.
      if (isApiError(error) && error.status === 0) restart(checked);
    }
  };

  const connect = () => {
    const listenForSilence = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => restart(opened), SILENCE_LIMIT_MS);
    };
    const opened = createSource(
      url,
      streamFetch({ lastId: () => lastId, onBytes: listenForSilence }),
    );
    source = opened;
    connectTimer = setTimeout(() => {
      if (state !== 'live') setState('down');
    }, CONNECT_TIMEOUT_MS);
    opened.addEventListener('open', () => {
      clearTimeout(connectTimer);
      listenForSilence();
      restartDelay = EVENT_STREAM_RETRY_MS;
      setState('live');
      clearInterval(checkTimer);
      checkTimer = setInterval(() => void runCheck(opened), LIVE_CHECK_MS);
    });
    opened.addEventListener('error', () => {
      if (source !== opened) return;
      setState('down');
      // The package retries a dropped connection itself; a refusal closes it for good.
      if (opened.readyState !== CLOSED) return;
      opened.close();
      source = null;
      clearTimers();
      restartTimer = setTimeout(connect, restartDelay);
      restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
    });
    const resyncAfterGap = (event: Event) => {
      noteId(event);
      onMessage({ kind: 'resync' });
    };
    // A fresh start after a spell down cannot know what it missed; a `reset` says so.
    opened.addEventListener('ready', (event) => {
      noteId(event);
      if (hasBeenDown) onMessage({ kind: 'resync' });
    });
    opened.addEventListener('reset', resyncAfterGap);
    for (const type of EVENT_TYPES)
      opened.addEventListener(type, (event) => {
        const parsed = parseStreamEvent(String((event as MessageEvent).data));
        // The live check may have brought it already.
        const isFresh = parsed !== null && isNew(parsed.id);
        noteId(event);
        if (isFresh) onMessage({ kind: 'event', event: parsed });
      });
  };

  const stop = () => {
    clearTimers();
    source?.close();
    source = null;
    lastId = null;
    hasBeenDown = false;
    restartDelay = EVENT_STREAM_RETRY_MS;
    setState('off');
  };

  return {
    /** Opens the stream for whoever is signed in now; returns the function that closes it. */
    start: (listener: (message: StreamMessage) => void): (() => void) => {
      stop();
      onMessage = listener;
      setState('connecting');
      connect();
      return stop;
    },
    /** Back online: try now rather than at the end of a back-off. */
    retryNow: () => {
      if (state !== 'down' || source !== null) return;
      clearTimers();
      connect();
    },
    getState: (): StreamState => state,
    getLastId: (): number | null => lastId,
    subscribe: (listener: () => void): (() => void) => {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
  };
};

export type EventStream = ReturnType<typeof createEventStream>;

/** The tab's stream. */
export const eventStream: EventStream = createEventStream();
