import type { FetchLike } from 'eventsource';
import { getMerchantIdentifier, getScreenId } from '@/api/client-storage';

// The event stream's request (event-stream.ts): what a fetch-based EventSource sends and
// reads, which a browser's own EventSource could not do for a kitchen screen.

export type StreamFetchHooks = {
  /** The point to resume from, sent as Last-Event-ID. */
  lastId: () => number | null;
  /** Told of every chunk that arrives, heartbeats included. */
  onBytes: () => void;
};

/** Passes the body through unchanged, telling `onBytes` of each chunk. */
const watchBody = (body: ReadableStream<Uint8Array>, onBytes: () => void) =>
  body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform: (chunk, controller) => {
        onBytes();
        controller.enqueue(chunk);
      },
    }),
  );

/** The headers every call carries (api-client.ts), the point to resume from, and a watch on the bytes. */
export const streamFetch =
  ({ lastId, onBytes }: StreamFetchHooks): FetchLike =>
  async (url, init) => {
    const headers: Record<string, string> = { ...init.headers };
    const merchant = getMerchantIdentifier();
    if (merchant !== null) headers['X-DT-SCHEMA'] = merchant;
    const screenId = getScreenId();
    if (screenId !== null) headers.Authorization = `Screen ${screenId}`;
    const resumeFrom = lastId();
    if (resumeFrom !== null) headers['Last-Event-ID'] = String(resumeFrom);
    const response = await fetch(url, { ...init, headers, credentials: 'include' });
    const { body, status, redirected, headers: answerHeaders } = response;
    return {
      body: body === null ? null : watchBody(body, onBytes),
      url: response.url,
      status,
      redirected,
      headers: answerHeaders,
    };
  };
